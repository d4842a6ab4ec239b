import { formatLeadTime } from "@domain/leads/display";
import type { SubscribersView } from "./adminApi";
import { Pagination } from "./Pagination";

/** Who subscribed to the newsletter, newest first, and who has left since. */
export function SubscribersPanel({ content }: { content: SubscribersView }) {
  const { list, errors } = content;
  return (
    <>
      <h1 className="text-3xl font-extrabold">Abonnés à la newsletter</h1>
      <p role="status" className="mt-4 font-semibold">
        {list
          ? `${list.total} inscription${list.total > 1 ? "s" : ""}`
          : (errors.page ?? errors.pageSize)}
      </p>
      {list && list.subscribers.length > 0 && (
        <div className="mt-4 overflow-x-auto rounded-xl border border-brand-100 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Abonnés à la newsletter, les plus récents d'abord</caption>
            <thead className="bg-brand-50">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Adresse email
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Inscrit le
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Statut
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-brand-100">
              {list.subscribers.map((subscriber) => (
                <tr key={subscriber.email}>
                  <td className="px-4 py-3">{subscriber.email}</td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {formatLeadTime(subscriber.subscribedAt)}
                  </td>
                  <td className="px-4 py-3">
                    {subscriber.unsubscribedAt
                      ? `Désinscrit le ${formatLeadTime(subscriber.unsubscribedAt)}`
                      : "Inscrit"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list && (
        <Pagination
          label="Pages de la liste des abonnés"
          page={list.page}
          pageSize={list.pageSize}
          total={list.total}
        />
      )}
    </>
  );
}
