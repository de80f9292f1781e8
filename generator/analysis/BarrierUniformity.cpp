//===- BarrierUniformity.cpp - S8/S9: barriers reached by all threads -----===//
//
// A block barrier (`sync_threads`) that only part of a block reaches hangs
// the block; a warp collective (`shfl_*`, `ballot`, `any`, `all`,
// `sync_warp`) in a diverged warp reads lanes that are not there. Both are
// errors when the instruction lies in a block that is control-dependent on a
// branch whose condition is not block-uniform (ThreadValues: a value derived
// from thread_idx, lane_id, memory, or assigned under such a branch). Kernel
// parameters, block_idx and loop counters over uniform bounds are uniform.
// A call to a function that (transitively) contains a barrier counts as one;
// inside such a device function the parameters are taken as thread-dependent.
// A closure handed to a core function (`fold`, `any`, `map(..).sum()`,
// `bool::then`, `Option::and_then`; O3's core closures binding it) is
// called there, an unknown number of times: its barriers belong to that
// call site. They are accepted only where core's call count is decided by
// the call's other operands alone (`bool::then`'s bool, an `Option`, a
// whole iterator for `fold`/`sum`) and those are block-uniform; `any`,
// `all`, `position` (the closure's results decide) and the rest never.
//
//   RG0210  block barrier under a thread-dependent condition
//   RG0211  warp collective under a thread-dependent condition
//   RG0212  cluster barrier under a thread-dependent condition
// A warp collective under a condition that is the same in every lane of a
// warp (`if thread_idx_x() < 32`, `if t / 32 == w`: ThreadWarps.cpp) is
// reached by whole warps: accepted, with the launch obligation of 1-D blocks
// (LaunchObligations::warpUniformBranches; in a 2-D block `t < 32` can split
// a warp) unless only votes decided (`if ballot(p) != 0`: any shape). A
// block or cluster barrier there still is an error.
// Kernels reaching a warp collective get the launch obligation of whole
// warps (LaunchObligations::wholeWarps).
//
//===----------------------------------------------------------------------===//
#include "analysis/Analyses.h"
#include "analysis/BarrierGroups.h"
#include "analysis/ThreadValues.h"
#include "ir/CallTable.h"

#include <optional>
#include <set>

using namespace rsgpu;
using namespace rsgpu::analysis;

namespace {
/// RG code and display name of a synchronising intrinsic, or null.
const char *syncCode(ir::Call call, std::string &display) {
  const ir::CallInfo &info = ir::callInfo(call);
  switch (info.family) {
  case ir::CallInfo::Barrier:
    display = "sync_threads()";
    return "RG0210";
  case ir::CallInfo::Warp:
    display = std::string(info.key) + "()";
    return "RG0211";
  default:
    break;
  }
  if (call == ir::Call::ClusterSync) {
    display = "cluster_sync()";
    return "RG0212";
  }
  return nullptr;
}

} // namespace

/// The functions of the closures a value of type `t` holds: a user closure
/// core calls (StructDef::body), the user closures an O3 core closure
/// captured (StructDef::parts), through references, iterator adapters
/// (`Map<Iter, closure>`), tuples, options and plain structs.
static void closureBodies(const ir::Module &m, const ir::Type *t,
                   std::set<std::string> &out, unsigned depth = 0) {
  if (!t || depth > 16)
    return;
  if (t->kind == ir::Type::Struct) {
    const ir::StructDef *s = m.findStruct(t->name);
    if (!s)
      return;
    if (s->closure && s->coreFn.empty()) {
      if (!s->body.empty())
        out.insert(s->body);
      return; // its captures are the body's to call (a Call, seen as one)
    }
    for (const std::string &p : s->parts) {
      ir::Type pt;
      pt.kind = ir::Type::Struct;
      pt.name = p;
      closureBodies(m, &pt, out, depth + 1);
    }
    for (const ir::Field &fd : s->fields)
      closureBodies(m, fd.type, out, depth + 1);
    return;
  }
  closureBodies(m, t->elem, out, depth + 1);
  for (const ir::Type *e : t->elems)
    closureBodies(m, e, out, depth + 1);
}

std::set<std::string> rsgpu::analysis::closuresCalled(const ir::Module &m,
                                                      const ir::Inst &in) {
  std::set<std::string> out;
  if (in.op != ir::Opcode::Intrinsic)
    return out;
  for (const ir::Value &a : in.args)
    closureBodies(m, a.type, out);
  return out;
}

namespace {
/// Functions that reach a synchronising intrinsic whose code `keep`
/// selects, directly, through calls or through closures handed to core:
/// name -> the first such code met.
std::map<std::string, std::string>
reaching(const ir::Module &m, bool (*keep)(const std::string &)) {
  std::map<std::string, std::string> out;
  for (bool changed = true; changed;) {
    changed = false;
    for (const ir::Function &f : m.functions) {
      if (out.count(f.name))
        continue;
      for (const ir::Block &b : f.blocks)
        for (const ir::Inst &in : b.insts) {
          std::string d;
          const char *code =
              in.op == ir::Opcode::Intrinsic ? syncCode(in.call, d) : nullptr;
          if (code && !keep(code))
            code = nullptr;
          if (!code && in.op == ir::Opcode::Call && out.count(in.callee))
            code = out[in.callee].c_str();
          if (!code)
            for (const std::string &c : closuresCalled(m, in))
              if (out.count(c)) {
                code = out[c].c_str();
                break;
              }
          if (code && !out.count(f.name)) {
            out[f.name] = code;
            changed = true;
          }
        }
    }
  }
  return out;
}

/// Core calls that call their closure a number of times decided by their
/// other operands alone: `bool::then` (the bool), `Option::map`/`and_then`
/// (the option), `fold`/`for_each`/`sum`/`reduce`/`max`/`min` (the whole
/// iterator),
/// `map` (builds the adapter; its consumer calls). Others (`any`, `all`,
/// `position`: the closure's results decide) count as divergent.
bool countFromOperands(ir::Call call) {
  switch (call) {
  case ir::Call::CoreBoolThen:
  case ir::Call::CoreOptionMapIter:
  case ir::Call::CoreOptionAndThen:
  case ir::Call::CoreIterFold:
  case ir::Call::CoreIterForEach:
  case ir::Call::CoreIterSum:
  case ir::Call::CoreIterReduce:
  case ir::Call::CoreIterMax:
  case ir::Call::CoreIterMin:
  case ir::Call::CoreAdaptMap:
    return true;
  default:
    return false;
  }
}

/// A closure core defines among the values of type `t` (through adapters,
/// references, its own parts) whose callables' results decide how often it
/// calls them (`filter_fold`, `all`'s check: CoreClosures.def's `Results`).
bool resultsDecideCount(const ir::Module &m, const ir::Type *t, unsigned depth = 0) {
  if (!t || depth > 16)
    return false;
  if (t->kind == ir::Type::Struct) {
    const ir::StructDef *s = m.findStruct(t->name);
    if (!s || s->coreFn.empty())
      return false;
    if (s->coreFnResultsDecide)
      return true;
    for (const std::string &p : s->parts) {
      ir::Type pt;
      pt.kind = ir::Type::Struct;
      pt.name = p;
      if (resultsDecideCount(m, &pt, depth + 1))
        return true;
    }
    return false;
  }
  if (resultsDecideCount(m, t->elem, depth + 1))
    return true;
  for (const ir::Type *e : t->elems)
    if (resultsDecideCount(m, e, depth + 1))
      return true;
  return false;
}

/// The operand that decides how often `sum`/`fold`/.. call a closure: the
/// iterator itself, or, for a `map` adapter (`(0..n).map(f).sum()`), the
/// iterator it maps (the closure runs once per item; its captures, such as
/// a per-lane value, do not change the count). Followed only through a
/// local assigned once by `core.adapt.map` whose address is never taken
/// (no `next` through a `&mut` advanced it before).
const ir::Value &countOperand(const ThreadValues &tv, const ir::Value &v,
                              unsigned depth = 0) {
  if (depth > 8 || v.kind == ir::Value::Const || !v.place.isLocal() ||
      !tv.singleDef(v.place.local))
    return v;
  const ir::Function &f = tv.function();
  unsigned l = v.place.local;
  const ir::Inst *def = nullptr;
  for (const ir::Block &b : f.blocks)
    for (const ir::Inst &in : b.insts) {
      if ((in.op == ir::Opcode::Ref || in.op == ir::Opcode::RefMut ||
           in.op == ir::Opcode::AddrOf || in.op == ir::Opcode::AddrOfMut) &&
          in.src.local == l)
        return v;
      if (in.dest && in.dest->isLocal() && in.dest->local == l)
        def = &in;
    }
  if (!def || def->op != ir::Opcode::Intrinsic ||
      def->call != ir::Call::CoreAdaptMap || def->args.size() != 2)
    return v;
  return countOperand(tv, def->args[0], depth + 1);
}

/// A core call, in a block every thread reaches, handed a closure that
/// synchronises: an error unless core's call count is decided by its first
/// operand (countFromOperands) and that is uniform (per block; per warp for
/// `tv` at Level::Warp). True on error, reported when `diags` is given.
bool checkCoreCall(const ir::Module &m, const ir::Inst &in,
                   std::map<std::string, std::string> &syncs,
                   std::map<std::string, std::string> &blockWide,
                   const ThreadValues &tv, DiagEngine *diags) {
  std::string closure;
  for (const std::string &c : closuresCalled(m, in))
    if (syncs.count(c)) {
      closure = c;
      break;
    }
  if (closure.empty())
    return false;
  const std::string code =
      blockWide.count(closure) ? blockWide[closure] : syncs[closure];
  std::string why;
  bool filtered = false;
  for (const ir::Value &a : in.args)
    filtered |= resultsDecideCount(m, a.type);
  if (!countFromOperands(in.call) || filtered)
    why = "`" + in.callee +
          "` calls it a number of times its results and the data decide";
  else if (in.args.empty() ||
           !tv.valueOf(countOperand(tv, in.args[0])).isBlockUniform())
    why = "`" + in.callee + "` calls it as many times as `" +
          (in.args.empty() ? std::string("?")
                           : tv.describe(countOperand(tv, in.args[0]))) +
          "` decides, which depends on the thread";
  else
    return false;
  if (!diags)
    return true;
  bool warp = code == "RG0211";
  diags->error(
      in.loc, code.c_str(),
      std::string(warp ? "warp collective" : "barrier") + " in the closure `" +
          closure + "` handed to `" + in.callee +
          "` is reached a number of times that may differ between threads",
      {"`" + closure + "` synchronises the block or warp; " + why,
       warp ? "a collective needs every lane of the warp (S9)"
            : "threads that skip the barrier leave the others waiting (S8)",
       "help: call the barrier outside the closure, in a loop with a "
       "block-uniform trip count"});
  return true;
}
/// SyncFunctions::warpFixed: device functions in `syncs` but not
/// `blockWide` (warp collectives alone) whose collectives, core calls
/// handed a synchronising closure and calls to synchronising functions all
/// lie outside every block divergent with the parameters thread-dependent,
/// each call to a function of the set (a fixpoint from none: recursion
/// stays out). Every thread that runs one then runs the same sequence of
/// collectives: the uniform branches that decide it read no argument.
std::set<std::string>
warpFixedFunctions(const ir::Module &m,
                   const std::map<std::string, std::string> &syncs,
                   const std::map<std::string, std::string> &blockWide,
                   const CallSummaries &calls) {
  std::set<std::string> fixed;
  for (bool changed = true; changed;) {
    changed = false;
    for (const ir::Function &f : m.functions) {
      if (f.isKernel || !syncs.count(f.name) || blockWide.count(f.name) ||
          fixed.count(f.name))
        continue;
      ThreadValues tv(f, /*argsVarying=*/true, nullptr, {},
                      ThreadValues::Level::Block, &calls);
      bool good = true;
      for (const ir::Block &b : f.blocks)
        for (const ir::Inst &in : b.insts) {
          std::string display;
          bool collective = false;
          if (in.op == ir::Opcode::Intrinsic) {
            collective = syncCode(in.call, display) != nullptr;
            for (const std::string &c : closuresCalled(m, in))
              if (syncs.count(c))
                good = false; // a count a closure's caller decides
          } else if (in.op == ir::Opcode::Call && syncs.count(in.callee)) {
            collective = true;
            good = good && fixed.count(in.callee);
          }
          if (collective && tv.divergence(b.id))
            good = false;
        }
      if (good) {
        fixed.insert(f.name);
        changed = true;
      }
    }
  }
  return fixed;
}
} // namespace

bool rsgpu::analysis::checkBarrierUniformity(const ir::Module &m,
                                             DiagEngine &diags,
                                             ModuleFacts &facts) {
  // Functions that synchronise, directly or through calls: name -> code.
  std::map<std::string, std::string> syncs =
      reaching(m, [](const std::string &) { return true; });
  // Functions that reach a warp collective, directly or through calls: a
  // kernel among them needs blocks of whole warps (launch obligation).
  std::map<std::string, std::string> warps =
      reaching(m, [](const std::string &c) { return c == "RG0211"; });
  for (const ir::Function &f : m.functions)
    if (f.isKernel && warps.count(f.name))
      facts.kernels[&f].obligations.wholeWarps = true;
  // Functions that reach a block or cluster barrier (RG0210, RG0212): a
  // call to one needs every thread of the block, not only whole warps
  // (`syncs` keeps one code per function, the first it met).
  std::map<std::string, std::string> blockWide =
      reaching(m, [](const std::string &c) { return c != "RG0211"; });

  bool ok = true;
  SyncFunctions sync = syncFunctions(m);
  // Device functions returning uniform values (`if leader_block() { .. }`).
  std::optional<CallSummaries> calls; // built at the first function checked
  if (!syncs.empty()) {
    calls = CallSummaries::of(m);
    sync.warpFixed = warpFixedFunctions(m, syncs, blockWide, *calls);
  }
  for (const ir::Function &f : m.functions) {
    if (!syncs.count(f.name))
      continue;
    if (!calls)
      calls = CallSummaries::of(m);
    ThreadValues tv(f, /*argsVarying=*/!f.isKernel, nullptr, {},
                    ThreadValues::Level::Block, &*calls);
    // Copies of one barrier in the arms of a branch (kernels: the emitter
    // gives them one site).
    std::optional<BarrierGroups> groups;
    if (f.isKernel)
      groups.emplace(tv, sync);
    // The same at the warp level (ThreadWarps.cpp), built where a warp
    // collective lies in a divergent block.
    std::optional<ThreadValues> lanes;
    // Copies of a call to a warp function (SyncFunctions::warpFixed) in the
    // arms of a warp-divergent branch, every lane reaching one of them.
    std::optional<BarrierGroups> laneGroups;
    for (const ir::Block &b : f.blocks) {
      const Divergence *d = tv.divergence(b.id);
      for (const ir::Inst &in : b.insts) {
        std::string display;
        const char *code = nullptr;
        std::vector<std::string> notes;
        if (!d && in.op == ir::Opcode::Intrinsic &&
            checkCoreCall(m, in, syncs, blockWide, tv, nullptr)) {
          // Refused per block: closures with warp collectives alone need
          // their call count the same per warp only (`any(p).then(|| ..)`).
          bool warpOnly = f.isKernel;
          for (const std::string &c : closuresCalled(m, in))
            warpOnly = warpOnly && !blockWide.count(c);
          if (warpOnly && !lanes)
            lanes.emplace(f, false, nullptr, std::map<unsigned, AbsVal>{},
                          ThreadValues::Level::Warp, &*calls);
          if (warpOnly &&
              !checkCoreCall(m, in, syncs, blockWide, *lanes, nullptr)) {
            if (lanes->usesWarpShape())
              facts.kernels[&f].obligations.warpUniformBranches = true;
            facts.kernels[&f].warpUniformSites.insert(&in);
          } else {
            checkCoreCall(m, in, syncs, blockWide, tv, &diags);
            ok = false;
          }
        }
        if (!d)
          continue;
        if (in.op == ir::Opcode::Intrinsic) {
          code = syncCode(in.call, display);
          if (!code)
            for (const std::string &c : closuresCalled(m, in))
              if (syncs.count(c)) {
                code = blockWide.count(c) ? blockWide[c].c_str()
                                          : syncs[c].c_str();
                display = in.callee + "(.., " + c + ")";
                notes.push_back("`" + c + "` synchronises the block or warp; `" +
                                in.callee + "` calls it");
                break;
              }
        } else if (in.op == ir::Opcode::Call && syncs.count(in.callee)) {
          // A callee with a block or cluster barrier is one (not only a
          // warp collective, whichever it met first).
          code = blockWide.count(in.callee) ? blockWide[in.callee].c_str()
                                            : syncs[in.callee].c_str();
          display = in.callee + "()";
          notes.push_back("`" + in.callee + "` synchronises the block or warp");
        }
        if (!code)
          continue;
        if (groups && groups->merged(&in)) {
          if (in.op == ir::Opcode::Intrinsic) // calls: the callee's sites
            facts.kernels[&f].barrierSites[&in] =
                groups->representative(&in)->loc;
          continue;
        }
        // Warp collectives alone (no block barrier in a callee or closure),
        // under branches that split blocks but never warps (`if t < 32`,
        // ThreadWarps.cpp): whole warps reach them, given 1-D blocks.
        // (Device functions stay at the block level: their callers' launch
        // shapes are not known here.)
        bool warpOnly = f.isKernel && std::string(code) == "RG0211";
        if (warpOnly && !lanes)
          lanes.emplace(f, false, nullptr, std::map<unsigned, AbsVal>{},
                        ThreadValues::Level::Warp, &*calls);
        // The branch that splits the warp (a collective) or the block.
        const Divergence *why = warpOnly ? lanes->divergence(b.id) : d;
        if (warpOnly && why && in.op == ir::Opcode::Call &&
            sync.warpFixed.count(in.callee)) {
          if (!laneGroups)
            laneGroups.emplace(*lanes, sync, /*warpCalls=*/true);
          if (laneGroups->merged(&in)) {
            why = nullptr;
            facts.kernels[&f].warpCallCopies.insert(&in);
          }
        }
        if (warpOnly && !why) {
          if (lanes->usesWarpShape())
            facts.kernels[&f].obligations.warpUniformBranches = true;
          facts.kernels[&f].warpUniformSites.insert(&in);
          // A closure handed to core: its count decided per warp.
          if (in.op == ir::Opcode::Intrinsic &&
              checkCoreCall(m, in, syncs, blockWide, *lanes, &diags))
            ok = false;
          continue;
        }
        std::string kind =
            std::string(code) == "RG0211" ? "warp collective" : "barrier";
        notes.insert(notes.begin(),
                     "the branch at " + describeLoc(diags.sourceMgr(), why->loc) +
                         " depends on the thread: `" + why->condition + "`");
        notes.push_back(
            kind == "barrier"
                ? "threads that skip the barrier leave the others waiting (S8)"
                : "a collective needs every lane of the warp (S9)");
        notes.push_back(
            "help: move it out of the condition, or make the condition "
            "uniform (kernel parameters, block_idx, uniform loop counters)");
        diags.error(in.loc, code,
                    kind + " `" + display +
                        "` is reached only by the threads for which `" +
                        why->condition + "` decides so",
                    std::move(notes));
        ok = false;
      }
    }
  }
  return ok;
}
