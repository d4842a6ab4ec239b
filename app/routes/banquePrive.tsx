export default function Page() {
  return <h1>banquePrive</h1>;
}
