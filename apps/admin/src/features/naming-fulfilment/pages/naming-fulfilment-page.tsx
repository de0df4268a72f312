/** Issue 14: being built. */
export default function NamingFulfilmentPage() {
  return null;
}
