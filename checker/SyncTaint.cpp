//===- SyncTaint.cpp - which values differ between threads (S8/S9) --------===//
//
// See SyncTaint.h. Conservative where memory is involved: a store through an
// lvalue rooted at a local (an element, a field, a pointee of a pointer or
// reference to it) defines the whole local; a local passed by non-const
// reference or pointer to a call that is not the library's is defined by
// the call (every argument's variation, and what the callee yields by
// itself).
//
//===----------------------------------------------------------------------===//
#include "SyncTaint.h"
#include "Model.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;
using namespace llvm;

namespace rsgpu::clangcheck {

/// Variation a call introduces by itself (not through its arguments).
static unsigned sourceMask(const CallExpr *call, unsigned argMask) {
  StringRef name = rsgpuCalleeName(call);
  if (name.empty())
    return 0;
  StringRef cls = rsgpuMethodClass(call);
  if (cls == "BasicThread" || cls == "EntryThread" || cls == "BasicBlock")
    return StringSwitch<unsigned>(name)
        .Cases("thread_idx", "thread_rank", "global_id", "global_idx",
               "global_linear_id", Both)
        .Default(0);
  if (cls == "Tile" || cls == "PartialWarp")
    return StringSwitch<unsigned>(name)
        .Cases("thread_rank", "lane", "inclusive_scan", Both)
        .Cases("id", "meta_group_rank", InBlock)
        // Warp-uniform results of lane-varying inputs.
        .Cases("ballot", "any", "all", "reduce", argMask & InBlock)
        .Default(0);
  return StringSwitch<unsigned>(name)
      .Cases("mine", "mine_2d", "grid_stride", "strided", "for_warp", Both)
      .Case("lower_mine", Both)
      .Cases("for_leader", "per_block", "per_cluster", Both)
      .Default(0);
}

const FunctionDecl *helperCallee(const CallExpr *call) {
  return programDefinition(call->getDirectCallee());
}

const FunctionDecl *programDefinition(const FunctionDecl *fd) {
  const FunctionDecl *def = nullptr;
  if (!fd || !fd->hasBody(def) || !def ||
      (fd->getIdentifier() && fd->getName().starts_with("__")))
    return nullptr;
  for (const DeclContext *dc = fd->getDeclContext(); dc; dc = dc->getParent())
    if (const auto *ns = dyn_cast<NamespaceDecl>(dc))
      if (ns->getIdentifier() && ns->getName() == "rsgpu" &&
          ns->getParent()->getRedeclContext()->isTranslationUnit())
        return nullptr;
  return def;
}

static const CXXMethodDecl *lambdaOperator(const FunctionDecl *fd) {
  const auto *md = dyn_cast_or_null<CXXMethodDecl>(fd);
  return md && md->getParent()->isLambda() ? md : nullptr;
}

/// The library's own function (its handles' methods take what they need).
static bool isLibrary(const FunctionDecl *fd) {
  if (const auto *md = dyn_cast<CXXMethodDecl>(fd))
    return inRsgpu(md->getParent(), true);
  return inRsgpu(fd, true);
}

static bool mutableReferee(QualType t) {
  return !t.isNull() && !t->getPointeeType().isNull() &&
         !t->getPointeeType().isConstQualified();
}

/// The return statements of `body`, not of the lambdas in it.
static void returnsOf(const Stmt *s, std::vector<const Expr *> &out) {
  if (!s || isa<LambdaExpr>(s))
    return;
  if (const auto *r = dyn_cast<ReturnStmt>(s)) {
    if (r->getRetValue())
      out.push_back(r->getRetValue());
    return;
  }
  for (const Stmt *c : s->children())
    returnsOf(c, out);
}

static QualType paramType(const CallExpr *call, unsigned i);

struct TaintCollector : RecursiveASTVisitor<TaintCollector> {
  explicit TaintCollector(TaintAnalysis &a) : a(a) {}
  bool TraverseLambdaExpr(LambdaExpr *le) {
    for (const LambdaCapture &c : le->captures())
      if (c.capturesVariable())
        if (const auto *vd = dyn_cast<VarDecl>(c.getCapturedVar());
            vd && vd->isInitCapture() && vd->getInit())
          a.define(vd, vd->getInit(), nullptr);
    a.collect(le->getBody());
    return true;
  }
  bool VisitDeclStmt(DeclStmt *ds) {
    for (const Decl *d : ds->decls()) {
      const auto *vd = dyn_cast<VarDecl>(d);
      if (!vd || vd->hasGlobalStorage())
        continue;
      if (vd->getInit())
        a.define(vd, vd->getInit(), nullptr);
      if (const auto *dd = dyn_cast<DecompositionDecl>(vd))
        for (BindingDecl *b : dd->bindings())
          a.bindings[b] = dd;
    }
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *bo) {
    if (bo->isAssignmentOp())
      a.store(bo->getLHS(), bo->getRHS(), bo);
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *uo) {
    if (uo->isIncrementDecrementOp())
      a.store(uo->getSubExpr(), nullptr, uo);
    return true;
  }
  bool VisitCXXForRangeStmt(CXXForRangeStmt *fr) {
    if (fr->getLoopVariable())
      a.define(fr->getLoopVariable(), fr->getRangeInit(), nullptr);
    return true;
  }
  bool VisitCallExpr(CallExpr *call) {
    a.call(call);
    return true;
  }
  TaintAnalysis &a;
};

void TaintAnalysis::collect(const Stmt *body) {
  if (!body || !bodies.insert(body).second)
    return;
  const Stmt *outer = owner;
  owner = body;
  TaintCollector(*this).TraverseStmt(const_cast<Stmt *>(body));
  owner = outer;
}

void TaintAnalysis::placesOf(const Def &d,
                             SmallVectorImpl<const Stmt *> &out) const {
  SmallVector<std::pair<const Stmt *, const Stmt *>, 4> work{{d.at, d.owner}};
  DenseSet<const Stmt *> seen;
  while (!work.empty()) {
    auto [at, in] = work.pop_back_val();
    auto it = in ? callSites.find(in) : callSites.end();
    if (it == callSites.end()) {
      out.push_back(at); // the function's own body (or a lambda not called here)
      continue;
    }
    if (!seen.insert(in).second)
      continue;
    work.append(it->second.begin(), it->second.end());
  }
}

void TaintAnalysis::define(const VarDecl *v, const Expr *value,
                           const Stmt *at) {
  defs.push_back({v, value, at, owner});
  if (!value)
    return;
  SmallVector<const VarDecl *, 4> to;
  QualType t = v->getType();
  if (t->isReferenceType())
    roots(value, false, to);
  else if (t->isPointerType() || t->isArrayType())
    addrRoots(value, to);
  for (const VarDecl *r : to)
    if (r != v)
      pointsTo[v].push_back(r);
}

void TaintAnalysis::store(const Expr *lhs, const Expr *value, const Stmt *at) {
  SmallVector<const VarDecl *, 4> rs;
  roots(lhs, false, rs);
  for (const VarDecl *r : rs)
    define(r, value, at);
}

void TaintAnalysis::pointees(const VarDecl *v,
                             SmallVectorImpl<const VarDecl *> &out) const {
  SmallVector<const VarDecl *, 4> work{v};
  DenseSet<const VarDecl *> seen{v};
  while (!work.empty()) {
    const VarDecl *x = work.pop_back_val();
    auto it = pointsTo.find(x);
    if (it == pointsTo.end())
      continue;
    for (const VarDecl *y : it->second)
      if (seen.insert(y).second) {
        out.push_back(y);
        work.push_back(y);
      }
  }
}

void TaintAnalysis::roots(const Expr *e, bool deref,
                          SmallVectorImpl<const VarDecl *> &out) const {
  if (!e)
    return;
  e = e->IgnoreParenImpCasts();
  if (const auto *m = dyn_cast<MaterializeTemporaryExpr>(e))
    return roots(m->getSubExpr(), deref, out);
  if (const auto *dre = dyn_cast<DeclRefExpr>(e)) {
    const ValueDecl *d = dre->getDecl();
    if (const auto *b = dyn_cast<BindingDecl>(d))
      if (auto it = bindings.find(b); it != bindings.end())
        d = it->second;
    const auto *vd = dyn_cast<VarDecl>(d);
    // A static or global written with a thread's value is thread-dependent
    // (where this function reads it).
    if (!vd || (vd->hasGlobalStorage() &&
                (vd->getType().isConstQualified() ||
                 isRsgpuType(vd->getType().getNonReferenceType()))))
      return;
    out.push_back(vd);
    if (deref || vd->getType()->isReferenceType())
      pointees(vd, out);
  } else if (const auto *as = dyn_cast<ArraySubscriptExpr>(e)) {
    const Expr *base = as->getBase()->IgnoreParenImpCasts();
    roots(base, base->getType()->isPointerType(), out);
  } else if (const auto *me = dyn_cast<MemberExpr>(e)) {
    roots(me->getBase(), me->isArrow(), out);
  } else if (const auto *uo = dyn_cast<UnaryOperator>(e)) {
    if (uo->getOpcode() == UO_Deref)
      roots(uo->getSubExpr(), true, out);
    else if (uo->isIncrementDecrementOp() && uo->isPrefix())
      roots(uo->getSubExpr(), deref, out);
  } else if (const auto *op = dyn_cast<CXXOperatorCallExpr>(e)) {
    if (op->getNumArgs() >= 1 &&
        (op->getOperator() == OO_Subscript || op->getOperator() == OO_Star ||
         op->getOperator() == OO_Arrow))
      roots(op->getArg(0), true, out);
  } else if (const auto *mc = dyn_cast<CXXMemberCallExpr>(e)) {
    // `v.at(i) = x`, `p.get() = x`: a reference into the object.
    if (mc->getType()->isReferenceType() || e->isLValue())
      roots(mc->getImplicitObjectArgument(), true, out);
  } else if (const auto *ce = dyn_cast<CallExpr>(e);
             ce && (e->isLValue() || e->getType()->isRecordType())) {
    // `std::get<0>(tp) = x`, `std::tie(c, d) = t`: a reference (or a proxy
    // of references) into what the call is handed by reference.
    for (unsigned i = 0; i < ce->getNumArgs(); ++i)
      if (QualType pt = paramType(ce, i);
          !pt.isNull() && pt->isReferenceType() &&
          !pt.getNonReferenceType().isConstQualified())
        roots(ce->getArg(i), false, out);
  } else if (const auto *co = dyn_cast<AbstractConditionalOperator>(e)) {
    roots(co->getTrueExpr(), deref, out);
    roots(co->getFalseExpr(), deref, out);
  } else if (const auto *bo = dyn_cast<BinaryOperator>(e)) {
    if (bo->isAssignmentOp() || bo->getOpcode() == BO_Comma)
      roots(bo->getOpcode() == BO_Comma ? bo->getRHS() : bo->getLHS(), deref,
            out);
  }
}

void TaintAnalysis::addrRoots(const Expr *e,
                              SmallVectorImpl<const VarDecl *> &out) const {
  if (!e || isa<LambdaExpr>(e))
    return;
  e = e->IgnoreParenImpCasts();
  if (const auto *uo = dyn_cast<UnaryOperator>(e);
      uo && uo->getOpcode() == UO_AddrOf)
    return roots(uo->getSubExpr(), false, out);
  if (const auto *dre = dyn_cast<DeclRefExpr>(e)) {
    QualType t = dre->getType();
    if (t->isPointerType() || t->isArrayType() || t->isReferenceType())
      roots(dre, false, out);
    return;
  }
  for (const Stmt *c : e->children())
    if (const auto *ce = dyn_cast_or_null<Expr>(c))
      addrRoots(ce, out);
}

/// The type of the parameter argument `i` of `call` binds to (null: the
/// object, a variadic argument, unknown).
static QualType paramType(const CallExpr *call, unsigned i) {
  if (const FunctionDecl *fd = call->getDirectCallee()) {
    const auto *md = dyn_cast<CXXMethodDecl>(fd);
    unsigned off =
        isa<CXXOperatorCallExpr>(call) && md && !md->isStatic() ? 1 : 0;
    if (i < off || i - off >= fd->getNumParams())
      return {};
    return fd->getParamDecl(i - off)->getType();
  }
  QualType t = call->getCallee()->getType();
  if (const auto *pt = t->getAs<PointerType>())
    t = pt->getPointeeType();
  if (const auto *fpt = t->getAs<FunctionProtoType>())
    if (i < fpt->getNumParams())
      return fpt->getParamType(i);
  return {};
}

void TaintAnalysis::call(const CallExpr *c) {
  if (const auto *op = dyn_cast<CXXOperatorCallExpr>(c);
      op && op->isAssignmentOp()) {
    // `o = 1u` on an object: an assignment to it (its value, and implicit
    // flow where it happens).
    if (op->getNumArgs() == 2)
      store(op->getArg(0), op->getArg(1), c);
    return;
  }
  const FunctionDecl *fd = c->getDirectCallee();
  if (const CXXMethodDecl *md = lambdaOperator(fd); md && md->hasBody()) {
    // A lambda called here: its parameters get the arguments, its body is
    // part of this analysis (captured variables are this function's).
    unsigned off = isa<CXXOperatorCallExpr>(c) ? 1 : 0;
    const FunctionDecl *def = nullptr;
    md->hasBody(def);
    for (unsigned i = 0; i < def->getNumParams() && i + off < c->getNumArgs();
         ++i)
      define(def->getParamDecl(i), c->getArg(i + off), nullptr);
    callSites[def->getBody()].push_back({c, owner});
    collect(def->getBody());
    return;
  }
  if (fd && isLibrary(fd))
    return;
  // A lambda handed to a call (`std::invoke(off)`, a helper): the call may
  // run it there.
  for (const Expr *arg : c->arguments())
    if (const auto *rd = arg->getType().getNonReferenceType()->getAsCXXRecordDecl();
        rd && rd->isLambda())
      if (const CXXMethodDecl *op = rd->getLambdaCallOperator();
          op && op->hasBody() && !op->isDependentContext())
        callSites[op->getBody()].push_back({c, owner});
  // Locals handed over by non-const reference or pointer: the callee may
  // store into them.
  for (unsigned i = 0; i < c->getNumArgs(); ++i) {
    const Expr *arg = c->getArg(i);
    QualType pt = paramType(c, i);
    SmallVector<const VarDecl *, 4> rs;
    if (pt.isNull()) {
      if (!fd && arg->getType()->isPointerType() && mutableReferee(arg->getType()))
        addrRoots(arg, rs);
    } else if (pt->isLValueReferenceType() && mutableReferee(pt)) {
      roots(arg, false, rs);
    } else if (pt->isPointerType() && mutableReferee(pt)) {
      addrRoots(arg, rs);
      SmallVector<const VarDecl *, 4> more;
      for (const VarDecl *r : rs)
        pointees(r, more);
      rs.append(more.begin(), more.end());
    }
    for (const VarDecl *r : rs)
      if (!isRsgpuType(r->getType().getNonReferenceType()))
        define(r, c, c);
  }
  // `it.next()`: a non-const method updates its object.
  if (const auto *mc = dyn_cast<CXXMemberCallExpr>(c)) {
    const CXXMethodDecl *md = mc->getMethodDecl();
    bool updates = md && md->getIdentifier() &&
                   StringSwitch<bool>(md->getName())
                       .Cases("emplace", "emplace_back", "emplace_front", true)
                       .Cases("try_emplace", "insert_or_assign", "assign",
                              "insert", true)
                       .Default(false);
    if (md && !md->isConst() && !md->isStatic() &&
        ((!md->getReturnType()->isReferenceType() &&
          !md->getReturnType()->isPointerType()) ||
         updates || md->isCopyAssignmentOperator() ||
         md->isMoveAssignmentOperator())) {
      SmallVector<const VarDecl *, 4> rs;
      const Expr *obj = mc->getImplicitObjectArgument();
      roots(obj, obj && obj->getType()->isPointerType(), rs);
      for (const VarDecl *r : rs)
        if (!isRsgpuType(r->getType().getNonReferenceType()))
          define(r, c, c);
    }
  }
}

bool TaintAnalysis::taintVar(const VarDecl *v, Taint t) {
  Taint &cur = vars[v];
  if ((cur.mask | t.mask) == cur.mask)
    return false;
  cur.merge(t);
  cache.clear();
  return true;
}

void TaintAnalysis::solve() {
  for (bool changed = true; changed;) {
    changed = false;
    cache.clear();
    for (const Def &d : defs) {
      if (!d.value)
        continue;
      Taint t = of(d.value);
      Taint &cur = vars[d.var];
      if ((cur.mask | t.mask) != cur.mask) {
        cur.merge(t);
        changed = true;
      }
    }
  }
  cache.clear();
}

Taint TaintAnalysis::returned(const Stmt *body) {
  std::vector<const Expr *> rets;
  returnsOf(body, rets);
  Taint t;
  for (const Expr *r : rets)
    t.merge(of(r));
  return t;
}

Taint TaintAnalysis::of(const Stmt *s) {
  if (!s)
    return {};
  if (auto it = cache.find(s); it != cache.end())
    return it->second;
  cache[s] = {}; // a cycle through a lambda's returns: nothing more
  Taint t;
  if (isa<LambdaExpr>(s)) {
    // Not evaluated here.
  } else if (const auto *dre = dyn_cast<DeclRefExpr>(s)) {
    const ValueDecl *d = dre->getDecl();
    if (const auto *b = dyn_cast<BindingDecl>(d))
      if (auto it = bindings.find(b); it != bindings.end())
        d = it->second;
    if (const auto *vd = dyn_cast<VarDecl>(d)) {
      if (auto it = vars.find(vd); it != vars.end())
        t = it->second;
      else if (vd->hasGlobalStorage() && vd->getIdentifier() &&
               vd->getName() == "threadIdx")
        t = {Both, dre->getLocation()};
    }
  } else {
    for (const Stmt *child : s->children())
      t.merge(of(child));
    if (const auto *call = dyn_cast<CallExpr>(s)) {
      unsigned m = sourceMask(call, t.mask);
      StringRef cls = rsgpuMethodClass(call);
      if ((cls == "Tile" || cls == "PartialWarp") && m != Both &&
          !(m & InWarp)) {
        // Warp-uniform collective result: drop the lane variation.
        StringRef n = rsgpuCalleeName(call);
        if (n == "ballot" || n == "any" || n == "all" || n == "reduce" ||
            n == "id" || n == "meta_group_rank")
          t.mask &= InBlock;
      }
      if (m) {
        if (!(t.mask & m) || !t.origin.isValid())
          t.origin = call->getExprLoc();
        t.mask |= m;
      }
      // The program's own function: what it returns by itself.
      if (const FunctionDecl *def = helperCallee(call)) {
        Taint r = lambdaOperator(def) ? returned(def->getBody())
                                      : sums.of(def);
        if (r.mask & ~t.mask)
          t.merge({r.mask, call->getExprLoc()});
      }
    }
  }
  cache[s] = t;
  return t;
}

PostDom::PostDom(const CFG &cfg) : n(cfg.getNumBlockIDs()) {
  dead.resize(n);
  for (const CFGBlock *b : cfg)
    dead[b->getBlockID()] = b->hasNoReturnElement();
  for (bool changed = true; changed;) { // every successor dead: dead too
    changed = false;
    for (const CFGBlock *b : cfg) {
      if (dead[b->getBlockID()] || b == &cfg.getExit())
        continue;
      bool all = b->succ_size() != 0;
      for (const CFGBlock::AdjacentBlock &s : b->succs())
        if (const CFGBlock *sb = s.getReachableBlock())
          all &= dead[sb->getBlockID()];
      if (all)
        dead[b->getBlockID()] = changed = true;
    }
  }
  pd.assign(n, BitVector(n, true));
  unsigned exitId = cfg.getExit().getBlockID();
  pd[exitId] = BitVector(n);
  pd[exitId].set(exitId);
  for (bool changed = true; changed;) {
    changed = false;
    for (const CFGBlock *b : cfg) {
      unsigned id = b->getBlockID();
      if (id == exitId || dead[id])
        continue;
      BitVector r(n, true);
      bool any = false;
      for (const CFGBlock::AdjacentBlock &s : b->succs())
        if (const CFGBlock *sb = s.getReachableBlock();
            sb && !dead[sb->getBlockID()]) {
          r &= pd[sb->getBlockID()];
          any = true;
        }
      if (!any)
        r.reset();
      r.set(id);
      if (r != pd[id]) {
        pd[id] = std::move(r);
        changed = true;
      }
    }
  }
}

const Stmt *branchCondition(const CFGBlock *b) {
  const Stmt *term = b->getTerminatorStmt();
  if (const auto *fr = dyn_cast_or_null<CXXForRangeStmt>(term))
    return fr->getRangeInit();
  return b->getTerminatorCondition();
}

/// Blocks executed by only part of the group: control-dependent (directly or
/// through other divergent branches) on a branch whose condition has `bit`.
/// Maps each such block to the branch that made it divergent.
static DenseMap<const CFGBlock *, const CFGBlock *>
divergentBlocks(CFG &cfg, const PostDom &pdt,
                const DenseMap<const CFGBlock *, Taint> &branches,
                unsigned bit) {
  DenseMap<const CFGBlock *, const CFGBlock *> out;
  std::vector<std::pair<const CFGBlock *, const CFGBlock *>> work;
  for (const auto &[b, t] : branches)
    if (t.mask & bit)
      work.push_back({b, b});
  while (!work.empty()) {
    auto [x, cause] = work.back();
    work.pop_back();
    for (const CFGBlock *n : cfg) {
      if (out.count(n))
        continue;
      bool cd = false;
      for (const CFGBlock::AdjacentBlock &s : x->succs()) {
        const CFGBlock *sb = s.getReachableBlock();
        if (sb && !pdt.exitsByPanic(sb) && pdt.dominates(n, sb)) {
          cd = true;
          break;
        }
      }
      if (!cd || (n != x && pdt.properlyDominates(n, x)))
        continue;
      out[n] = cause;
      if (n->succ_size() > 1)
        work.push_back({n, cause});
    }
  }
  return out;
}

std::unique_ptr<FnTaint> analyseFunction(const FunctionDecl *fn,
                                         ASTContext &ctx, Summaries &s,
                                         const ParmVarDecl *varying) {
  auto out = std::make_unique<FnTaint>(s);
  Stmt *body = const_cast<Stmt *>(fn->getBody());
  if (!body)
    return nullptr;
  TaintAnalysis &taint = out->taint;
  if (varying)
    taint.seed(varying);
  taint.collect(body);
  CFG::BuildOptions opts;
  opts.AddImplicitDtors = true; // a local's destructor may synchronise
  out->cfg = CFG::buildCFG(fn, body, &ctx, opts);
  if (!out->cfg)
    return nullptr;
  CFG &cfg = *out->cfg;
  out->pdt = std::make_unique<PostDom>(cfg);
  const PostDom &pdt = *out->pdt;
  out->pm = std::make_unique<ParentMap>(body);
  out->map.reset(CFGStmtMap::Build(out->cfg.get(), out->pm.get()));
  // Implicit flow, to a fixed point with the regions: a variable assigned
  // where only part of the group runs differs between threads afterwards.
  for (;;) {
    taint.solve();
    out->branches.clear();
    for (const CFGBlock *b : cfg) {
      unsigned survivors = 0;
      for (const CFGBlock::AdjacentBlock &sc : b->succs())
        if (const CFGBlock *sb = sc.getReachableBlock())
          survivors += !pdt.exitsByPanic(sb);
      // `if (thread-dependent) panic(...)`: the threads that go on all go on.
      if (survivors < 2)
        continue;
      Taint t = taint.of(branchCondition(b));
      if (t.mask)
        out->branches[b] = t;
    }
    out->inBlock = divergentBlocks(cfg, pdt, out->branches, InBlock);
    out->inWarp = divergentBlocks(cfg, pdt, out->branches, InWarp);
    bool changed = false;
    for (const TaintAnalysis::Def &d : taint.definitions()) {
      if (!d.at)
        continue;
      SmallVector<const Stmt *, 2> places;
      taint.placesOf(d, places);
      Taint t;
      for (const Stmt *at : places) {
        const CFGBlock *b = out->map->getBlock(const_cast<Stmt *>(at));
        if (!b)
          continue;
        for (auto [region, bit] : {std::pair(&out->inBlock, unsigned(InBlock)),
                                   std::pair(&out->inWarp, unsigned(InWarp))})
          if (auto it = region->find(b); it != region->end())
            t.merge({bit, out->branches.lookup(it->second).origin});
      }
      if (t.mask)
        changed |= taint.taintVar(d.var, t);
    }
    if (!changed)
      break;
  }
  return out;
}

Taint Summaries::of(const FunctionDecl *def) {
  if (auto it = memo.find(def); it != memo.end())
    return it->second;
  memo[def] = {}; // recursion: what is found so far
  Taint t;
  if (std::unique_ptr<FnTaint> ft = analyseFunction(def, ctx, *this, nullptr)) {
    t = ft->taint.returned(def->getBody());
    for (const ParmVarDecl *p : def->parameters())
      if (mutableReferee(p->getType()) &&
          !isRsgpuType(p->getType().getNonReferenceType()))
        t.merge(ft->taint.ofVar(p));
  }
  memo[def] = t;
  return t;
}

} // namespace rsgpu::clangcheck
