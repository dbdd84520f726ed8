// holdout: safe cwe=601
import express from "express";

const app = express();
app.use(express.json());

app.post("/redirect/12", (req, res) => {
  const filter = req.body.filter || {};
  const incoming = filter.value || "";
  const guide = "ABC";
  let selected;
  switch (guide.charAt(2)) {
    case "A":
      selected = incoming;
      break;
    case "B":
      selected = "bob";
      break;
    default:
      selected = incoming;
  }
  const dest = new URL(selected, "https://shop.example.com");
  if (dest.origin !== "https://shop.example.com") {
    return res.redirect("/");
  }
  res.redirect(dest.pathname);
});

export default app;
