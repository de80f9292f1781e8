//===- LaunchAliasing.cpp - S3: one launch, no aliasing borrows -----------===//
//
// At each rsgpu::launch call, the borrow arguments are traced to the buffer
// they borrow (`x.borrow()`, `x->borrow_mut(off, len)`, `rsgpu::atomic(...)`,
// or a local borrow variable initialised by one of those); a `rsgpu::zip(...)`
// argument (or a local zip variable) is traced component by component, so a
// zip of one buffer twice is two borrows of it. Two borrows of the
// same buffer where one is exclusive conflict unless their (offset, len)
// ranges are provably disjoint: constant and apart, or `(0, n)` next to
// `(n, m)` with the same `n`. Ranges the checker cannot decide are left to
// launch's run-time check (Error BorrowConflict).
//
//===----------------------------------------------------------------------===//
#include "Rules.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/FoldingSet.h"
#include <optional>

using namespace clang;
using namespace llvm;

namespace rsgpu::clangcheck {
namespace {

struct BorrowArg {
  const Expr *arg = nullptr;        // the borrow expression (a zip component)
  unsigned index = 0;               // the launch argument's position
  int component = -1;               // its component in a zip, or -1
  const ValueDecl *base = nullptr;  // variable holding the buffer's owner
  const ValueDecl *field = nullptr; // member of `base` (or of this), if any
  bool exclusive = false;
  const Expr *offset = nullptr, *len = nullptr; // null: the whole buffer
  std::string name;
};

/// The owner `obj` denotes: a variable, `*r`/`r->` of a Result variable, or a
/// member.
bool ownerKey(const Expr *obj, BorrowArg &l, const ASTContext &ctx) {
  obj = obj->IgnoreParenImpCasts();
  if (const auto *op = dyn_cast<CXXOperatorCallExpr>(obj))
    if ((op->getOperator() == OO_Star || op->getOperator() == OO_Arrow) &&
        op->getNumArgs() == 1)
      obj = op->getArg(0)->IgnoreParenImpCasts();
  if (const auto *mc = dyn_cast<CXXMemberCallExpr>(obj))
    if (mc->getMethodDecl() && mc->getMethodDecl()->getIdentifier() &&
        mc->getMethodDecl()->getName() == "value")
      obj = mc->getImplicitObjectArgument()->IgnoreParenImpCasts();
  if (const auto *dre = dyn_cast<DeclRefExpr>(obj)) {
    l.base = dre->getDecl();
    l.name = l.base->getName().str();
    return true;
  }
  if (const auto *me = dyn_cast<MemberExpr>(obj)) {
    const Expr *b = me->getBase()->IgnoreParenImpCasts();
    if (const auto *dre = dyn_cast<DeclRefExpr>(b))
      l.base = dre->getDecl();
    else if (!isa<CXXThisExpr>(b))
      return false;
    l.field = me->getMemberDecl();
    l.name = (l.base ? l.base->getName().str() + "." : std::string()) +
             l.field->getName().str();
    return true;
  }
  (void)ctx;
  return false;
}

/// Fills `l` from the expression that made the borrow.
bool traceBorrow(const Expr *e, BorrowArg &l, const ASTContext &ctx,
                int depth = 0) {
  if (!e || depth > 4)
    return false;
  e = strip(e);
  if (const Expr *m = movedExpr(e)) {
    // std::move(borrow): the borrow variable's initialiser.
    const auto *dre = dyn_cast<DeclRefExpr>(m->IgnoreParenImpCasts());
    const auto *vd = dre ? dyn_cast<VarDecl>(dre->getDecl()) : nullptr;
    if (!vd || !vd->isLocalVarDecl() || !vd->getInit())
      return false;
    return traceBorrow(vd->getInit(), l, ctx, depth + 1);
  }
  if (const auto *call = dyn_cast<CallExpr>(e)) {
    StringRef callee = rsgpuCalleeName(call);
    if (callee == "atomic" && call->getNumArgs() == 1 &&
        !isa<CXXMemberCallExpr>(call)) {
      bool ok = traceBorrow(call->getArg(0), l, ctx, depth + 1);
      l.exclusive = true;
      return ok;
    }
    if (const auto *mc = dyn_cast<CXXMemberCallExpr>(call)) {
      StringRef cls = rsgpuMethodClass(mc);
      if ((cls == "DeviceBuffer" || cls == "DeviceBox") &&
          (callee == "borrow" || callee == "borrow_mut")) {
        l.exclusive = callee == "borrow_mut";
        if (mc->getNumArgs() == 2) {
          l.offset = mc->getArg(0);
          l.len = mc->getArg(1);
        }
        return ownerKey(mc->getImplicitObjectArgument(), l, ctx);
      }
    }
  }
  if (const auto *ce = dyn_cast<CXXConstructExpr>(e))
    if (isRsgpuClass(ce->getType(), "BorrowAtomic") && ce->getNumArgs() == 1) {
      bool ok = traceBorrow(ce->getArg(0), l, ctx, depth + 1);
      l.exclusive = true;
      return ok;
    }
  return false;
}

/// The rsgpu::zip(...) call `e` denotes (directly, or the initialiser of a
/// local zip variable moved into the launch), or null.
const CallExpr *zipCall(const Expr *e, int depth = 0) {
  if (!e || depth > 4)
    return nullptr;
  e = strip(e);
  if (const Expr *m = movedExpr(e)) {
    const auto *dre = dyn_cast<DeclRefExpr>(m->IgnoreParenImpCasts());
    const auto *vd = dre ? dyn_cast<VarDecl>(dre->getDecl()) : nullptr;
    if (!vd || !vd->isLocalVarDecl() || !vd->getInit())
      return nullptr;
    return zipCall(vd->getInit(), depth + 1);
  }
  const auto *call = dyn_cast<CallExpr>(e);
  if (call && !isa<CXXMemberCallExpr>(call) && rsgpuCalleeName(call) == "zip")
    return call;
  return nullptr;
}

/// The borrows launch argument `index` (`e`) lends: itself, or each component
/// of a zip.
void traceArgument(const Expr *e, unsigned index, std::vector<BorrowArg> &out,
                   const ASTContext &ctx) {
  if (const CallExpr *zip = zipCall(e)) {
    for (unsigned k = 0; k < zip->getNumArgs(); ++k) {
      BorrowArg l;
      l.arg = zip->getArg(k);
      l.index = index;
      l.component = static_cast<int>(k);
      if (traceBorrow(l.arg, l, ctx))
        out.push_back(l);
    }
    return;
  }
  BorrowArg l;
  l.arg = e;
  l.index = index;
  if (traceBorrow(e, l, ctx))
    out.push_back(l);
}

std::optional<APSInt> constant(const Expr *e, const ASTContext &ctx) {
  if (!e || e->isValueDependent())
    return std::nullopt;
  Expr::EvalResult r;
  if (!e->EvaluateAsInt(r, ctx))
    return std::nullopt;
  return r.Val.getInt();
}

bool sameExpr(const Expr *a, const Expr *b, const ASTContext &ctx) {
  llvm::FoldingSetNodeID x, y;
  a->IgnoreParenImpCasts()->Profile(x, ctx, /*Canonical=*/true);
  b->IgnoreParenImpCasts()->Profile(y, ctx, /*Canonical=*/true);
  return x == y;
}

/// Whether two sub-ranges of one buffer certainly do not overlap.
bool disjoint(const BorrowArg &a, const BorrowArg &b, const ASTContext &ctx) {
  if (!a.offset || !b.offset) { // a whole-buffer borrow meets every range
    const BorrowArg &r = a.offset ? a : b;
    auto n = r.offset ? constant(r.len, ctx) : std::nullopt;
    return n && n->isZero();
  }
  auto ao = constant(a.offset, ctx), al = constant(a.len, ctx);
  auto bo = constant(b.offset, ctx), bl = constant(b.len, ctx);
  if (ao && al && bo && bl) {
    APSInt aEnd = *ao + *al, bEnd = *bo + *bl;
    return al->isZero() || bl->isZero() || aEnd <= *bo || bEnd <= *ao;
  }
  // (0, n) next to (n, m): disjoint for any n.
  if (ao && ao->isZero() && sameExpr(a.len, b.offset, ctx))
    return true;
  if (bo && bo->isZero() && sameExpr(b.len, a.offset, ctx))
    return true;
  return false;
}

/// Whether they certainly overlap (else undecided ranges are not flagged).
bool overlaps(const BorrowArg &a, const BorrowArg &b, const ASTContext &ctx) {
  if (disjoint(a, b, ctx))
    return false;
  if (!a.offset || !b.offset)
    return true;
  auto ao = constant(a.offset, ctx), al = constant(a.len, ctx);
  auto bo = constant(b.offset, ctx), bl = constant(b.len, ctx);
  if (ao && al && bo && bl)
    return true;                            // constant and not disjoint
  return sameExpr(a.offset, b.offset, ctx); // same start, nonzero lengths
}

class LaunchVisitor : public RecursiveASTVisitor<LaunchVisitor> {
public:
  explicit LaunchVisitor(RuleContext &c) : c(c) {}

  bool VisitCallExpr(CallExpr *call) {
    if (!isLaunchCall(call))
      return true;
    std::vector<BorrowArg> borrows;
    for (unsigned i = 3; i < call->getNumArgs(); ++i)
      traceArgument(call->getArg(i), i - 3, borrows, c.ctx);
    for (size_t j = 1; j < borrows.size(); ++j)
      for (size_t i = 0; i < j; ++i) {
        const BorrowArg &a = borrows[i], &b = borrows[j];
        if (a.base != b.base || a.field != b.field)
          continue;
        if (!a.exclusive && !b.exclusive)
          continue;
        if (!overlaps(a, b, c.ctx))
          continue;
        report(a, b);
        break;
      }
    return true;
  }

private:
  /// " (launch argument 0, the zip's component 1)" for a zip component.
  static std::string where(const BorrowArg &l) {
    if (l.component < 0)
      return "";
    return " (launch argument " + std::to_string(l.index) +
           ", the zip's component " + std::to_string(l.component) + ")";
  }
  void report(const BorrowArg &first, const BorrowArg &second) {
    const char *kind = first.exclusive && second.exclusive
                           ? "exclusively twice"
                           : "exclusively and shared";
    c.reporter.report(
        Rule::LaunchAlias, second.arg->getExprLoc(),
        "`" + Twine(second.name) + "` is borrowed " + kind +
            " by one launch (S3)" + where(second),
        {{"the " + std::string(first.exclusive ? "exclusive" : "shared") +
              " borrow of `" + first.name + "` is here" + where(first),
          first.arg->getExprLoc()}},
        "an exclusive borrow excludes every other borrow of the same "
        "elements until the kernel completes (launch would return "
        "BorrowConflict); borrow disjoint sub-ranges with constant bounds, "
        "e.g. `buf.borrow_mut(0, n / 2)` and `buf.borrow(n / 2, n - n / 2)`, "
        "or read from a copy in a second buffer",
        c.fn);
  }
  RuleContext &c;
};

} // namespace

void checkLaunchAliasing(RuleContext &c) {
  LaunchVisitor v(c);
  v.TraverseStmt(const_cast<Stmt *>(c.fn->getBody()));
}

} // namespace rsgpu::clangcheck
