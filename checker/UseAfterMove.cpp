//===- UseAfterMove.cpp - S13: no use of a moved owner, borrow or handle ---===//
//
// Rust's move check on the clang CFG of one function: a forward "maybe moved"
// data flow (union at joins) over owners (DeviceBuffer, DeviceBox, Stream),
// borrows (Borrow, BorrowMut, BorrowAtomic), shared-memory phase handles and
// rsgpu::Result<owner>. A move is std::move/std::forward/static_cast<T&&> of
// the variable (for a Result, of *r or r.value()); assignment and a fresh
// declaration re-initialise; `valid()` is the documented query of a moved-from
// value and is not a use.
//
//===----------------------------------------------------------------------===//
#include "Rules.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Analysis/CFG.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;
using namespace llvm;

namespace rsgpu::clangcheck {
namespace {

struct MoveFacts {
  DenseMap<const VarDecl *, Tracked> tracked;
  DenseMap<const Stmt *, const VarDecl *> moves;   // move expression -> var
  DenseMap<const Stmt *, const VarDecl *> reinits; // assignment -> var
  DenseSet<const DeclRefExpr *> ignored;           // not uses
  DenseSet<const DeclRefExpr *> resultUses;        // *r, r->, r.value()
};

/// Collects the tracked variables of a body and classifies the expressions
/// that move, re-initialise or merely inspect them.
class FactCollector : public RecursiveASTVisitor<FactCollector> {
public:
  explicit FactCollector(MoveFacts &f) : f(f) {}

  bool TraverseLambdaExpr(LambdaExpr *) { return true; } // its own function

  bool VisitVarDecl(VarDecl *vd) {
    if (vd->isLocalVarDeclOrParm() && !vd->isStaticLocal()) {
      Tracked k = trackedKind(vd->getType());
      if (k != Tracked::None)
        f.tracked[vd] = k;
    }
    return true;
  }

  /// The variable `e` names, with `deref` set when it is `*r`/`r->`/
  /// `r.value()` of a Result variable.
  const VarDecl *place(const Expr *e, const DeclRefExpr **ref, bool *deref) {
    e = e->IgnoreParenImpCasts();
    *deref = false;
    if (const auto *op = dyn_cast<CXXOperatorCallExpr>(e)) {
      if ((op->getOperator() == OO_Star || op->getOperator() == OO_Arrow) &&
          op->getNumArgs() == 1) {
        e = op->getArg(0)->IgnoreParenImpCasts();
        *deref = true;
      }
    } else if (const auto *mc = dyn_cast<CXXMemberCallExpr>(e)) {
      const auto *md = mc->getMethodDecl();
      if (md && md->getIdentifier() && md->getName() == "value") {
        e = mc->getImplicitObjectArgument()->IgnoreParenImpCasts();
        *deref = true;
      }
    }
    const auto *dre = dyn_cast<DeclRefExpr>(e);
    if (!dre)
      return nullptr;
    const auto *vd = dyn_cast<VarDecl>(dre->getDecl());
    if (!vd)
      return nullptr;
    *ref = dre;
    return vd;
  }

  bool VisitCallExpr(CallExpr *call) {
    if (const Expr *arg = movedExpr(call)) {
      const DeclRefExpr *ref = nullptr;
      bool deref = false;
      if (const VarDecl *vd = place(arg, &ref, &deref)) {
        f.moves[call] = vd;
        f.resultUses.insert(ref); // moving a Result or its value uses it
      }
    }
    if (const auto *op = dyn_cast<CXXOperatorCallExpr>(call)) {
      OverloadedOperatorKind k = op->getOperator();
      const DeclRefExpr *ref = nullptr;
      bool deref = false;
      if ((k == OO_Star || k == OO_Arrow) && op->getNumArgs() == 1 &&
          place(op, &ref, &deref))
        f.resultUses.insert(ref);
      if (k == OO_Equal && op->getNumArgs() == 2)
        noteAssignment(op, op->getArg(0));
    }
    if (const auto *mc = dyn_cast<CXXMemberCallExpr>(call)) {
      const auto *md = mc->getMethodDecl();
      const Expr *obj = mc->getImplicitObjectArgument();
      if (md && md->getIdentifier() && obj) {
        const auto *dre = dyn_cast<DeclRefExpr>(obj->IgnoreParenImpCasts());
        if (dre && md->getName() == "valid")
          f.ignored.insert(dre);
        if (dre && md->getName() == "value")
          f.resultUses.insert(dre);
      }
    }
    return true;
  }

  bool VisitBinaryOperator(BinaryOperator *bo) {
    if (bo->getOpcode() == BO_Assign)
      noteAssignment(bo, bo->getLHS());
    return true;
  }

private:
  void noteAssignment(const Stmt *assign, const Expr *lhs) {
    const DeclRefExpr *ref = nullptr;
    bool deref = false;
    if (const VarDecl *vd = place(lhs, &ref, &deref)) {
      f.reinits[assign] = vd;
      f.ignored.insert(ref);
    }
  }
  MoveFacts &f;
};

struct MoveSite {
  SourceLocation loc;
};
using State = DenseMap<const VarDecl *, MoveSite>;

struct UseSite {
  SourceLocation use, move;
};

class MoveAnalysis {
public:
  MoveAnalysis(const MoveFacts &f, const SourceManager &sm) : f(f), sm(sm) {}

  /// Applies one CFG element to `s`; records uses of moved variables when
  /// `report`.
  void transfer(const Stmt *st, State &s, bool report) {
    if (const auto *dre = dyn_cast<DeclRefExpr>(st)) {
      const auto *vd = dyn_cast<VarDecl>(dre->getDecl());
      if (!vd || f.ignored.count(dre))
        return;
      auto t = f.tracked.find(vd);
      if (t == f.tracked.end())
        return;
      if (t->second == Tracked::Result && !f.resultUses.count(dre))
        return;
      auto m = s.find(vd);
      if (m != s.end() && report) {
        UseSite &u = firstUse[vd];
        if (u.use.isInvalid() ||
            sm.isBeforeInTranslationUnit(dre->getLocation(), u.use))
          u = {dre->getLocation(), m->second.loc};
      }
      return;
    }
    if (auto mv = f.moves.find(st); mv != f.moves.end()) {
      s[mv->second] = {movedExpr(cast<Expr>(st))->getExprLoc()};
      return;
    }
    if (auto ri = f.reinits.find(st); ri != f.reinits.end()) {
      s.erase(ri->second);
      return;
    }
    if (const auto *ds = dyn_cast<DeclStmt>(st))
      for (const Decl *d : ds->decls())
        if (const auto *vd = dyn_cast<VarDecl>(d))
          s.erase(vd);
  }

  void run(const CFG &cfg) {
    std::vector<State> out(cfg.getNumBlockIDs());
    std::vector<bool> done(cfg.getNumBlockIDs(), false);
    // Round-robin to a fixed point: the sets only grow, so this ends.
    for (bool changed = true; changed;) {
      changed = false;
      for (const CFGBlock *b : cfg) {
        State s = in(*b, out);
        for (const CFGElement &e : *b)
          if (auto cs = e.getAs<CFGStmt>())
            transfer(cs->getStmt(), s, false);
        if (!done[b->getBlockID()] || s.size() != out[b->getBlockID()].size()) {
          done[b->getBlockID()] = true;
          out[b->getBlockID()] = std::move(s);
          changed = true;
        }
      }
    }
    for (const CFGBlock *b : cfg) {
      State s = in(*b, out);
      for (const CFGElement &e : *b)
        if (auto cs = e.getAs<CFGStmt>())
          transfer(cs->getStmt(), s, true);
    }
  }

  DenseMap<const VarDecl *, UseSite> firstUse;

private:
  static State in(const CFGBlock &b, const std::vector<State> &out) {
    State s;
    for (const CFGBlock::AdjacentBlock &p : b.preds())
      if (const CFGBlock *pb = p.getReachableBlock())
        for (const auto &[vd, site] : out[pb->getBlockID()])
          s.try_emplace(vd, site);
    return s;
  }

  const MoveFacts &f;
  const SourceManager &sm;
};

std::string helpFor(Tracked k, StringRef name) {
  switch (k) {
  case Tracked::Borrow:
    return "a borrow is used up by the launch (or call) it is moved into; take "
           "a new one from the buffer for each use, e.g. `buf.borrow_mut()`";
  case Tracked::Phase:
    return "a barrier such as `b.sync(std::move(s))` consumes the handle of "
           "the old phase; use the handle it returns";
  default:
    return ("after the move `" + name +
            "` owns nothing (at run time every call returns UseAfterMove); "
            "use the owner it was moved into, or assign `" +
            name + "` a new value before this use")
        .str();
  }
}

} // namespace

void checkUseAfterMove(RuleContext &c) {
  const Stmt *body = c.fn->getBody();
  MoveFacts facts;
  FactCollector collector(facts);
  for (const ParmVarDecl *p : c.fn->parameters())
    collector.VisitVarDecl(const_cast<ParmVarDecl *>(p));
  collector.TraverseStmt(const_cast<Stmt *>(body));
  if (facts.tracked.empty() || facts.moves.empty())
    return;

  CFG::BuildOptions opts;
  opts.setAllAlwaysAdd();
  std::unique_ptr<CFG> cfg =
      CFG::buildCFG(c.fn, const_cast<Stmt *>(body), &c.ctx, opts);
  if (!cfg)
    return;
  const SourceManager &sm = c.ctx.getSourceManager();
  MoveAnalysis analysis(facts, sm);
  analysis.run(*cfg);

  for (const auto &[vd, site] : analysis.firstUse) {
    Tracked k = facts.tracked.lookup(vd);
    std::string name = vd->getName().str();
    bool loop = !sm.isBeforeInTranslationUnit(site.move, site.use);
    c.reporter.report(
        Rule::UseAfterMove, site.use,
        "use of moved " + Twine(trackedNoun(k)) + " `" + name + "`",
        {{loop ? "`" + name +
                     "` was moved here, in an earlier iteration of "
                     "the loop"
               : "`" + name + "` was moved here",
          site.move}},
        helpFor(k, name), c.fn);
  }
}

} // namespace rsgpu::clangcheck
