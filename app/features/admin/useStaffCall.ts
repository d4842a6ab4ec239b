import { useNavigate } from "react-router";
import { refusalPath } from "./adminApi";

/** A refused session leaves the page (login, or the customer area); other failures stay here. */
export function useStaffCall() {
  const navigate = useNavigate();
  return async <T>(call: Promise<T>): Promise<T> => {
    try {
      return await call;
    } catch (error) {
      const path = refusalPath(error);
      if (path) await navigate(path);
      throw error;
    }
  };
}
