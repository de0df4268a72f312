/** Issue 14: being built. */
export default function NamingInventoryPage() {
  return null;
}
