/** The signed-in client's order requests on /dashboard; filled by the Requests issue. */
export function ClientOrders() {
  return null;
}
