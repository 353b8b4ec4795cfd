import { Link } from "react-router";
import { useCompanyContact } from "@/app/site-data";
import { paths } from "@/config/paths";

export function BrandLink({ onClick }: { onClick?: () => void }) {
  const { brandName } = useCompanyContact();
  return (
    <Link to={paths.home} onClick={onClick} className="flex items-center gap-2 text-lg font-bold tracking-tight">
      <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
      <span className="text-gradient">{brandName}</span>
    </Link>
  );
}
