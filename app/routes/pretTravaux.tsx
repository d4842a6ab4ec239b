export default function Page() {
  return <h1>pretTravaux</h1>;
}
