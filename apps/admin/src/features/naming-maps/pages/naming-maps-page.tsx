/** Issue 14: being built. */
export default function NamingMapsPage() {
  return null;
}
