export default function Page() {
  return <h1>pretAuto</h1>;
}
