export default function Page() {
  return <h1>politiquesConfidentialite</h1>;
}
