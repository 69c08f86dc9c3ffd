/** Fetches a certificate path from the lookup and saves it as tc.jpg (spec section 4). */
export async function downloadCertificate(path: string): Promise<void> {
  const res = await fetch(`/api/image/${path}`);
  if (!res.ok) throw new Error(`The certificate answered ${res.status}`);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = "tc.jpg";
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; give slow devices a moment.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
