export default function Page() {
  return <h1>pretPersonnel</h1>;
}
