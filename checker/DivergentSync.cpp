//===- DivergentSync.cpp - S8/S9: barriers and collectives stay uniform ---===//
//
// The same analysis as rsgpu-gen's barrier-uniformity pass, on C++: values
// that differ between threads (the thread's index, lane, rank, mine(t), ...)
// are tainted and flow through locals (to a fixed point); a branch on a
// tainted value is divergent, and so is everything control-dependent on it
// (post-dominance on the clang CFG, transitively; paths that end in a panic
// do not count: the panicking thread exits). A block barrier
// (Block::sync, block collectives) in a region divergent within the block is
// S8 (RG0404); a warp collective in a region divergent within the warp is S9
// (RG0405). The warp id is uniform within a warp, so `if (w.id() == 0)
// w.reduce(...)` is fine for S9 but not around a block barrier. Warnings:
// the analysis cannot prove every uniform condition uniform.
//
//===----------------------------------------------------------------------===//
#include "Rules.h"
#include "SyncKinds.h"
#include "SyncTaint.h"

#include "clang/AST/ParentMap.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Analysis/CFG.h"
#include "clang/Analysis/CFGStmtMap.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSwitch.h"

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>

using namespace clang;
using namespace llvm;

namespace rsgpu::clangcheck {
namespace {

/// One synchronising site of a function body: a call, a construction, a
/// temporary's destruction (at the full expression), or a local's (at each
/// of the CFG's automatic-object destructor elements).
struct Site {
  const Stmt *stmt = nullptr;        ///< null: a local's destruction
  const CallExpr *call = nullptr;    ///< when a call
  const CFGBlock *blk = nullptr;     ///< a destruction's block
  SyncKind kind = SyncKind::None;
  SourceLocation loc;
  std::string what;
  const CallExpr *inner = nullptr;   ///< the barrier it reaches
  const FunctionDecl *target = nullptr;
  const Stmt *trigger = nullptr;     ///< where a local is destroyed
};

std::string calleeName(const CallExpr *call) {
  if (const FunctionDecl *fd = call->getDirectCallee())
    return fd->getNameAsString();
  if (const auto *dre =
          dyn_cast<DeclRefExpr>(call->getCallee()->IgnoreParenImpCasts()))
    return dre->getDecl()->getNameAsString();
  if (const auto *me =
          dyn_cast<MemberExpr>(call->getCallee()->IgnoreParenImpCasts()))
    return me->getMemberDecl()->getNameAsString();
  return "indirect call";
}

std::string destructorName(QualType t) {
  const CXXRecordDecl *rd = t->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
  return "~" + (rd ? rd->getNameAsString() : std::string("object"));
}

class SyncCollector : public RecursiveASTVisitor<SyncCollector> {
public:
  explicit SyncCollector(SyncKinds &k) : kinds(k) {}
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool VisitCallExpr(CallExpr *call) {
    add(kinds.of(call), call, call, call->getExprLoc(), calleeName(call));
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *ce) {
    add(kinds.ofConstruct(ce), ce, nullptr, ce->getBeginLoc(),
        ce->getConstructor()->getNameAsString());
    return true;
  }
  bool VisitCXXBindTemporaryExpr(CXXBindTemporaryExpr *bte) {
    add(kinds.ofDestroy(bte->getType()), bte, nullptr, bte->getBeginLoc(),
        destructorName(bte->getType()));
    return true;
  }
  bool VisitVarDecl(VarDecl *vd) {
    if (vd->hasLocalStorage() && !isa<ParmVarDecl>(vd) &&
        kinds.ofDestroy(vd->getType()).kind != SyncKind::None)
      destroyed = true;
    return true;
  }
  /// The destructions of locals, from `cfg`'s elements.
  void destructions(const CFG &cfg, ASTContext &) {
    for (const CFGBlock *b : cfg)
      for (const CFGElement &e : *b)
        if (std::optional<CFGAutomaticObjDtor> d =
                e.getAs<CFGAutomaticObjDtor>()) {
          const VarDecl *vd = d->getVarDecl();
          SyncKinds::Kind k = kinds.ofDestroy(vd->getType());
          if (k.kind == SyncKind::None)
            continue;
          Site s;
          s.blk = b;
          s.kind = k.kind;
          s.loc = vd->getLocation();
          s.what = destructorName(vd->getType());
          s.inner = k.inner;
          s.target = k.target;
          s.trigger = d->getTriggerStmt();
          sites.push_back(s);
        }
  }
  std::vector<Site> sites;
  bool destroyed = false; ///< a local whose destruction synchronises

private:
  void add(const SyncKinds::Kind &k, const Stmt *stmt, const CallExpr *call,
           SourceLocation loc, std::string what) {
    if (k.kind == SyncKind::None)
      return;
    Site s;
    s.stmt = stmt;
    s.call = call;
    s.kind = k.kind;
    s.loc = loc;
    s.what = std::move(what);
    s.inner = k.inner;
    s.target = k.target;
    sites.push_back(std::move(s));
  }
  SyncKinds &kinds;
};

/// What makes two barriers one: the site a barrier names explicitly —
/// `b.sync("k.mir", 439u)`, `w.sync("k.mir", 439u)` or `w.sync_lanes(m,
/// "k.mir", 439u)` with the site's arguments literals, and for
/// `sync_lanes` one mask (a constant, or one variable) —, or the helper a
/// call reaches with the arguments its barriers depend on
/// (SyncKinds::controlling): each the same constant or the same variable,
/// uniform (defaults included; a call of `sync_if(b, true)` and one of
/// `sync_if(b, false)` are not one barrier); empty otherwise (a default site
/// argument included).
/// rsgpu-gen writes each copy of one barrier rustc duplicated into the arms
/// of a branch with its first copy's site, so the emulator sees one barrier.
std::string barrierKey(const CallExpr *call, const ASTContext &ctx,
                       SyncKinds &kinds, SyncKind kind, TaintAnalysis &taint) {
  if (SyncKinds::virtualCallee(call) || kinds.isLibraryCall(call))
    return {}; // which override (callable) runs depends on the object
  if (const FunctionDecl *helper = helperCallee(call)) {
    // Calls of one helper pass the same barriers (its own sites) when what
    // decides which of them it passes is the same.
    std::string key = "call:" + std::to_string(reinterpret_cast<std::uintptr_t>(
                                    helper->getCanonicalDecl()));
    std::vector<bool> ctl = kinds.controlling(helper, kind);
    unsigned off = isa<CXXOperatorCallExpr>(call) &&
                           isa<CXXMethodDecl>(helper) &&
                           !cast<CXXMethodDecl>(helper)->isStatic()
                       ? 1
                       : 0;
    unsigned bit = kind == SyncKind::Block ? InBlock : InWarp;
    for (unsigned i = 0; i < ctl.size(); ++i) {
      if (!ctl[i])
        continue;
      if (i + off >= call->getNumArgs())
        return {};
      const Expr *arg = call->getArg(i + off);
      if (taint.of(arg).mask & bit)
        return {};
      if (const auto *da = dyn_cast<CXXDefaultArgExpr>(arg))
        arg = da->getExpr();
      arg = arg->IgnoreParenImpCasts();
      if (arg->isValueDependent())
        return {};
      if (std::optional<llvm::APSInt> v = arg->getIntegerConstantExpr(ctx))
        key += "," + std::to_string(v->getExtValue());
      else if (const auto *ref = dyn_cast<DeclRefExpr>(arg))
        key += ",v" + std::to_string(reinterpret_cast<std::uintptr_t>(
                          ref->getDecl()->getCanonicalDecl()));
      else
        return {};
    }
    return key;
  }
  StringRef name = rsgpuCalleeName(call), cls = rsgpuMethodClass(call);
  unsigned first; // the site's first argument
  std::string key;
  if (name == "sync" && cls == "BasicBlock") {
    first = 0;
    key = "block:";
  } else if (name == "sync" && cls == "Tile") {
    first = 0;
    key = "warp:";
  } else if (name == "sync_lanes" && cls == "Tile") {
    first = 1;
    const Expr *mask = call->getNumArgs() > 0 ? call->getArg(0) : nullptr;
    if (!mask)
      return {};
    if (std::optional<llvm::APSInt> v = mask->getIntegerConstantExpr(ctx))
      key = "lanes " + std::to_string(v->getZExtValue()) + ":";
    else if (const auto *ref =
                 dyn_cast<DeclRefExpr>(mask->IgnoreParenImpCasts()))
      key = "lanes " +
            std::to_string(reinterpret_cast<std::uintptr_t>(
                ref->getDecl()->getCanonicalDecl())) +
            ":";
    else
      return {};
  } else {
    return {};
  }
  if (call->getNumArgs() != first + 2 ||
      isa<CXXDefaultArgExpr>(call->getArg(first)) ||
      isa<CXXDefaultArgExpr>(call->getArg(first + 1)))
    return {};
  const auto *file =
      dyn_cast<clang::StringLiteral>(call->getArg(first)->IgnoreParenCasts());
  const auto *line =
      dyn_cast<IntegerLiteral>(call->getArg(first + 1)->IgnoreParenCasts());
  if (!file || !line)
    return {};
  return key + file->getString().str() + ":" +
         std::to_string(line->getValue().getZExtValue());
}

/// Copies of one barrier that act as one (S8/S9, the rule rsgpu-gen's
/// BarrierGroups proves on the MIR, proven again here on the C++ CFG): a
/// thread-dependent branch is *joined* when every path from it to its
/// nearest post-dominator (paths ending in a panic left out) passes the same
/// number k >= 1 of barriers of the kind checked (block, or warp), without a
/// cycle, each barrier lies the same number of barriers before the end on
/// every path through it, and the barriers at one such distance all name
/// one explicit site. Every thread that reaches the branch then arrives once
/// at each of the k barriers, in order, before the paths join (rustc's O3
/// threads a repeated `t < 128` test across barriers: two or three copies
/// on each path): synccheck counts each as one barrier; on sm_70+ `bar.sync
/// 0` counts arrivals per barrier, not per instruction, and
/// `__syncwarp(mask)` waits for the mask's lanes at any `__syncwarp` with
/// that mask. Returns the barriers every divergent branch above which is
/// joined.
class JoinedBarriers {
public:
  JoinedBarriers(const PostDom &pdt, const std::vector<Site> &sites,
                 SyncKind kind, const ASTContext &ctx, SyncKinds &kinds,
                 TaintAnalysis &taint)
      : pdt(pdt), ctx(ctx), kinds(kinds), kind(kind), taint(taint) {
    for (const Site &site : sites)
      if (site.kind == kind && site.blk)
        syncs[site.blk].push_back(&site);
  }

  /// Whether every branch in `branches` (with `bit`) whose region holds
  /// `call`'s block is joined.
  bool covered(const CFGBlock *blk,
               const DenseMap<const CFGBlock *, Taint> &branches, unsigned bit) {
    bool any = false;
    for (const auto &[b, t] : branches) {
      if (!(t.mask & bit))
        continue;
      const Region &r = region(b);
      if (!r.blocks.count(blk))
        continue;
      if (!r.joined)
        return false;
      any = true;
    }
    return any;
  }

private:
  struct Region {
    DenseSet<const CFGBlock *> blocks;
    bool joined = false;
  };
  using Counts = std::set<unsigned>;

  const Region &region(const CFGBlock *branch) {
    auto [it, fresh] = regions.try_emplace(branch);
    if (!fresh)
      return it->second;
    Walk w;
    w.branch = branch;
    Counts counts;
    for (const CFGBlock::AdjacentBlock &s : branch->succs())
      if (const CFGBlock *sb = s.getReachableBlock(); sb && !pdt.exitsByPanic(sb)) {
        Counts c = walk(w, sb);
        counts.insert(c.begin(), c.end());
      }
    Region &r = regions[branch];
    r.blocks = std::move(w.seen);
    r.joined = counts.size() == 1 && *counts.begin() >= 1 && !w.cycle &&
               !w.ambiguous;
    for (const auto &[distance, sites] : w.sites)
      r.joined = r.joined && sites.size() == 1 && !sites.count(std::string());
    return r;
  }

  struct Walk {
    const CFGBlock *branch = nullptr;
    DenseSet<const CFGBlock *> seen;
    DenseMap<const CFGBlock *, Counts> done; // counts from a block on
    DenseSet<const CFGBlock *> active;
    /// Sites of the barriers, by their number of barriers to the end.
    std::map<unsigned, std::set<std::string>> sites;
    bool cycle = false;
    bool ambiguous = false; // a barrier at several distances from the end
  };

  /// The numbers of barriers of the kind on the paths from `x` to the
  /// region's end.
  Counts walk(Walk &w, const CFGBlock *x) {
    if (x != w.branch && pdt.properlyDominates(x, w.branch))
      return {0}; // the region's end
    if (x == w.branch || w.active.count(x)) {
      w.cycle = true;
      return {};
    }
    if (auto it = w.done.find(x); it != w.done.end())
      return it->second;
    w.seen.insert(x);
    w.active.insert(x);
    Counts after;
    for (const CFGBlock::AdjacentBlock &s : x->succs())
      if (const CFGBlock *sb = s.getReachableBlock(); sb && !pdt.exitsByPanic(sb)) {
        Counts c = walk(w, sb);
        after.insert(c.begin(), c.end());
      }
    w.active.erase(x);
    unsigned here = 0;
    if (auto it = syncs.find(x); it != syncs.end()) {
      here = unsigned(it->second.size());
      if (after.size() > 1)
        w.ambiguous = true;
      unsigned base = after.empty() ? 0 : *after.begin();
      for (unsigned i = 0; i < here; ++i)
        w.sites[base + here - i].insert(
            it->second[i]->call ? barrierKey(it->second[i]->call, ctx, kinds,
                                             kind, taint)
                                : std::string()); // never joins
    }
    Counts counts;
    for (unsigned c : after)
      counts.insert(c + here);
    w.done[x] = counts;
    return counts;
  }

  const PostDom &pdt;
  const ASTContext &ctx;
  SyncKinds &kinds;
  SyncKind kind;
  TaintAnalysis &taint;
  DenseMap<const CFGBlock *, std::vector<const Site *>> syncs;
  DenseMap<const CFGBlock *, Region> regions;
};

/// Why part of the block (warp) may reach a site.
enum class Cause {
  Branch,   ///< under the branch on `cond`
  Argument, ///< a helper whose own barrier depends on the argument `cond`
  Callee,   ///< which function runs depends on `cond` (a function pointer,
            ///< the object of a virtual call, a library call's arguments)
};

/// One barrier or collective that part of the block (warp) may reach.
struct Divergence {
  const Site *site;
  const Stmt *cond;
  Taint taint;
  Cause cause;
};

struct FnSyncs {
  std::vector<Site> sites;
  std::vector<Divergence> found;
};

/// The value that chooses which function `call` runs: the pointer called,
/// the object of a virtual call; null for a direct call.
const Expr *calleeValue(const CallExpr *call) {
  if (!call->getDirectCallee() &&
      !isa_and_nonnull<FunctionDecl>(call->getCalleeDecl()))
    return call->getCallee();
  if (SyncKinds::virtualCallee(call)) {
    if (const auto *mc = dyn_cast<CXXMemberCallExpr>(call))
      return mc->getImplicitObjectArgument();
    return call->getNumArgs() ? call->getArg(0) : nullptr;
  }
  return nullptr;
}

/// S8/S9 on one function body. `varying`: a parameter taken to differ
/// between threads (the question a helper's callers ask), or null.
std::unique_ptr<FnSyncs> divergences(const FunctionDecl *fn, ASTContext &ctx,
                                     SyncKinds &kinds,
                                     const ParmVarDecl *varying) {
  auto out = std::make_unique<FnSyncs>();
  Stmt *body = const_cast<Stmt *>(fn->getBody());
  SyncCollector sinks(kinds);
  sinks.TraverseStmt(body);
  if (const auto *ctor = dyn_cast<CXXConstructorDecl>(fn))
    for (const CXXCtorInitializer *init : ctor->inits())
      sinks.TraverseStmt(init->getInit());
  if (sinks.sites.empty() && !sinks.destroyed)
    return out;

  std::unique_ptr<FnTaint> ft =
      analyseFunction(fn, ctx, kinds.summaries(), varying);
  if (!ft)
    return out;
  sinks.destructions(*ft->cfg, ctx);
  out->sites = std::move(sinks.sites);
  TaintAnalysis &taint = ft->taint;
  const PostDom &pdt = *ft->pdt;
  const auto &branches = ft->branches;
  const auto &inBlock = ft->inBlock, &inWarp = ft->inWarp;
  for (Site &site : out->sites)
    if (!site.blk && site.stmt)
      site.blk = ft->map->getBlock(const_cast<Stmt *>(site.stmt));

  JoinedBarriers joinedBlock(pdt, out->sites, SyncKind::Block, ctx, kinds,
                             taint);
  JoinedBarriers joinedWarp(pdt, out->sites, SyncKind::Warp, ctx, kinds, taint);
  for (const Site &site : out->sites) {
    const CFGBlock *blk = site.blk;
    SyncKind kind = site.kind;
    if (!blk)
      continue;
    unsigned bit = kind == SyncKind::Block ? InBlock : InWarp;
    const auto &region = kind == SyncKind::Block ? inBlock : inWarp;
    if (auto it = region.find(blk); it != region.end()) {
      if ((kind == SyncKind::Block ? joinedBlock : joinedWarp)
              .covered(blk, branches, bit))
        continue;
      out->found.push_back({&site, branchCondition(it->second),
                            branches.lookup(it->second), Cause::Branch});
      continue;
    }
    const CallExpr *call = site.call;
    if (!call)
      continue;
    // Reached by all: which function the call runs may differ between
    // threads (`f = tid < 32 ? &sync_it : &nothing; f(b);`), and a library
    // call may choose by any argument (`std::visit(f, v)`).
    std::vector<const Expr *> choosers;
    if (const Expr *e = calleeValue(call))
      choosers.push_back(e);
    if (kinds.isLibraryCall(call)) {
      choosers.insert(choosers.end(), call->arg_begin(), call->arg_end());
      if (const auto *mc = dyn_cast<CXXMemberCallExpr>(call))
        choosers.push_back(mc->getImplicitObjectArgument());
    }
    bool chosen = false;
    for (const Expr *e : choosers)
      if (Taint t = taint.of(e); e && (t.mask & bit)) {
        out->found.push_back({&site, e, t, Cause::Callee});
        chosen = true;
        break;
      }
    if (chosen)
      continue;
    // A helper's own barrier may still depend on what the threads pass it.
    const FunctionDecl *helper = helperCallee(call);
    if (!helper)
      continue;
    std::vector<bool> ctl = kinds.controlling(helper, kind);
    if (isa<CXXOperatorCallExpr>(call))
      continue; // argument 0 is the object
    for (unsigned i = 0; i < call->getNumArgs() && i < ctl.size(); ++i) {
      if (!ctl[i])
        continue;
      Taint t = taint.of(call->getArg(i));
      if (t.mask & bit) {
        out->found.push_back({&site, call->getArg(i), t, Cause::Argument});
        break;
      }
    }
  }
  return out;
}

} // namespace

std::vector<bool> SyncKinds::controlling(const FunctionDecl *def,
                                         SyncKind kind) {
  auto key = std::make_pair(def, kind);
  if (auto it = control.find(key); it != control.end())
    return it->second;
  control[key].assign(def->getNumParams(), false); // recursion: none yet
  std::vector<bool> result(def->getNumParams(), false);
  for (unsigned i = 0; i < def->getNumParams(); ++i) {
    const ParmVarDecl *p = def->getParamDecl(i);
    if (isRsgpuType(p->getType())) // handles and views do not vary
      continue;
    std::unique_ptr<FnSyncs> syncs = divergences(def, ctx, *this, p);
    for (const Divergence &d : syncs->found)
      if (d.site->kind == kind) {
        result[i] = true;
        break;
      }
  }
  return control[key] = result;
}

void checkDivergentSync(RuleContext &c) {
  if (!c.isDeviceContext)
    return;
  SyncKinds kinds(c.ctx);
  std::unique_ptr<FnSyncs> syncs = divergences(c.fn, c.ctx, kinds, nullptr);
  DenseSet<std::pair<unsigned, unsigned>> reported; // a local's destructions
  for (const Divergence &d : syncs->found) {
    const Site &site = *d.site;
    SyncKind kind = site.kind;
    if (!site.stmt &&
        !reported.insert({site.loc.getRawEncoding(), unsigned(kind)}).second)
      continue;
    std::vector<NoteSpec> notes;
    const std::string &what = site.what;
    const char *among = kind == SyncKind::Block ? "threads of a block"
                                                : "lanes of a warp";
    switch (d.cause) {
    case Cause::Argument:
      notes.push_back({"`" + what + "` synchronises under a condition on this "
                       "argument, which differs between " + among,
                       d.cond->getBeginLoc()});
      break;
    case Cause::Callee:
      notes.push_back({"which function `" + what + "` runs depends on this "
                       "value, which differs between " + among,
                       d.cond->getBeginLoc()});
      break;
    case Cause::Branch:
      notes.push_back({std::string("whether it runs depends on this "
                                   "condition, which differs between ") +
                           among,
                       d.cond ? d.cond->getBeginLoc() : SourceLocation()});
      break;
    }
    if (d.taint.origin.isValid())
      notes.push_back({d.cause == Cause::Branch
                           ? "the condition varies because of this value"
                           : d.cause == Cause::Argument
                                 ? "the argument varies because of this value"
                                 : "the value varies because of this",
                       d.taint.origin});
    if (!site.stmt && site.trigger)
      notes.push_back({"`" + what + "` runs here, where the object's "
                       "lifetime ends",
                       site.trigger->getEndLoc()});
    if (site.target)
      notes.push_back(
          {site.call && kinds.isLibraryCall(site.call)
               ? "`" + what + "` is the library's: it may call this function "
                 "it is handed, which synchronises"
               : "`" + what +
                     "` is an indirect call (through a pointer, "
                     "`std::function` or a virtual method): it may call this "
                     "function, which synchronises",
           site.target->getLocation()});
    if (site.inner)
      notes.push_back({"`" + what + "` synchronises: it reaches this",
                       site.inner->getExprLoc()});
    if (kind == SyncKind::Block)
      c.reporter.report(
          Rule::DivergentBarrier, site.loc,
          "barrier `" + Twine(what) +
              "` may be reached by only part of the block (S8)",
          std::move(notes),
          "every thread of the block must reach the same barrier: move it "
          "out of the thread-dependent branch, loop or early return, and keep "
          "only the work under the condition; if the condition is in fact "
          "uniform across the block, say so with "
          "`// rsgpu: allow(divergent-barrier)`",
          c.fn);
    else
      c.reporter.report(
          Rule::DivergentWarp, site.loc,
          "warp collective `" + Twine(what) +
              "` may run in a divergent warp (S9)",
          std::move(notes),
          "call the collective where the whole warp is converged, outside "
          "the lane-dependent branch, and pass the condition as data (e.g. "
          "`w.ballot(cond)`, or a neutral value for lanes that do not "
          "contribute); if the condition is uniform across the warp, say so "
          "with `// rsgpu: allow(divergent-warp)`",
          c.fn);
  }
}

} // namespace rsgpu::clangcheck
