//===- SharedPhases.cpp - S8: shared-memory barrier phases ----------------===//
//
// A `shared_array` is one piece of block memory that every thread of the
// block holds. Between two block barriers (a *phase*) threads run in any
// order, so within a phase:
//   - a slot one thread writes must not be read or written by another
//     thread (RG0220 for a read, RG0221 for a second write);
//   - reads of slots nobody writes in the phase are free.
// The pass computes, by a forward may-analysis over the CFG, which shared
// accesses can execute in the same phase as each access (no barrier between
// them on some path; a barrier clears the set), and accepts a pair with a
// write only when both indices are the *same* injective function of the
// thread id (ThreadValues): then two threads never meet at one slot. That
// covers "each thread writes and reads back its own slot", the pattern of
// scan, tree reductions' stores and tiles. Barriers under thread-dependent
// conditions are BarrierUniformity's (RG0210), so a barrier here is reached by
// the whole block. A shared array handed to a call or stored where this pass
// cannot follow it is RG0222. The proofs go to the emitter (`// S8:`).
//
//===----------------------------------------------------------------------===//
#include "analysis/Analyses.h"
#include "analysis/Index2D.h"
#include "analysis/ThreadValues.h"
#include "ir/CallTable.h"

#include <set>

using namespace rsgpu;
using namespace rsgpu::analysis;

namespace {
struct Access {
  unsigned array = 0;
  bool write = false;
  std::string key;  ///< "inj:<base>:<fn>" for injective indices, else ""
  std::string text; ///< the index in user variable names
  AbsVal::Base base = AbsVal::Tid;
  bool exactTid = false;          ///< the index is thread_idx_x() itself
  std::optional<unsigned> guardS; ///< reached only under `t < s`
  std::optional<unsigned> plusS;  ///< the index is `t + s`
  uint64_t tileC = 0;             ///< `ty * C + tx` tile index: C
};

class PhaseChecker {
public:
  PhaseChecker(const ir::Function &f, DiagEngine &diags, KernelFacts &facts)
      : f(f), tv(f), patterns(f, tv), diags(diags), facts(facts) {}

  bool run() {
    findArrays();
    if (arr.empty())
      return true;
    checkEscapes();
    collectAccesses();
    flow();
    return ok;
  }

private:
  bool isArray(const ir::Value &v) const {
    return v.kind != ir::Value::Const && v.place.isLocal() &&
           arr.count(v.place.local);
  }

  void findArrays() {
    for (const ir::Block &b : f.blocks)
      for (const ir::Inst &in : b.insts)
        if (in.op == ir::Opcode::Intrinsic &&
            in.call == ir::Call::SharedArray && in.dest && in.dest->isLocal())
          arr[in.dest->local] = in.dest->local;
    // References and copies of the array name the same memory.
    for (bool changed = true; changed;) {
      changed = false;
      for (const ir::Block &b : f.blocks)
        for (const ir::Inst &in : b.insts) {
          if (!in.dest || !in.dest->isLocal() || arr.count(in.dest->local))
            continue;
          std::optional<unsigned> r;
          if ((in.op == ir::Opcode::Ref || in.op == ir::Opcode::AddrOf) &&
              in.src.isLocal() && arr.count(in.src.local))
            r = arr[in.src.local];
          if (in.op == ir::Opcode::Copy && isArray(in.args[0]))
            r = arr[in.args[0].place.local];
          if (r) {
            arr[in.dest->local] = *r;
            changed = true;
          }
        }
    }
  }

  void checkEscapes() {
    for (const ir::Block &b : f.blocks)
      for (const ir::Inst &in : b.insts) {
        bool tracked = (in.op == ir::Opcode::Copy && in.dest &&
                        in.dest->isLocal() && arr.count(in.dest->local)) ||
                       (in.op == ir::Opcode::Intrinsic &&
                        ir::callFamily(in.call) == ir::CallInfo::Shared);
        for (size_t i = 0; i < in.args.size(); ++i) {
          if (!isArray(in.args[i]) || (tracked && i == 0))
            continue;
          escape(in.loc, in.args[i].place.local,
                 in.op == ir::Opcode::Call || in.op == ir::Opcode::Intrinsic
                     ? "is passed to `" + in.callee + "`"
                     : std::string("is stored where this pass cannot "
                                   "follow it"));
        }
        if ((in.op == ir::Opcode::Ref || in.op == ir::Opcode::RefMut ||
             in.op == ir::Opcode::AddrOf || in.op == ir::Opcode::AddrOfMut) &&
            arr.count(in.src.local) &&
            !(in.dest && in.dest->isLocal() && arr.count(in.dest->local)))
          escape(in.loc, in.src.local,
                 "is borrowed into a place this pass "
                 "cannot follow");
      }
    for (const ir::Block &b : f.blocks)
      for (const ir::Value &a : b.term.args)
        if (isArray(a))
          escape(b.term.loc, a.place.local, "is used by a terminator");
  }

  void escape(ir::Loc loc, unsigned local, const std::string &what) {
    diags.error(loc, "RG0222",
                "shared array `" + tv.describe(arr[local]) + "` " + what,
                {"rsgpu-gen checks shared-memory phases within one kernel: "
                 "use `get`/`set` on the array in the kernel itself"});
    ok = false;
  }

  void collectAccesses() {
    for (const ir::Block &b : f.blocks)
      for (const ir::Inst &in : b.insts) {
        if (in.op != ir::Opcode::Intrinsic || in.args.size() < 2 ||
            !isArray(in.args[0]) ||
            (in.call != ir::Call::SharedGet && in.call != ir::Call::SharedSet))
          continue;
        Access a;
        a.array = arr[in.args[0].place.local];
        a.write = in.call == ir::Call::SharedSet;
        const ir::Value &ix = in.args[1];
        a.text = tv.describe(ix);
        AbsVal v = tv.valueOf(ix);
        // A grid-stride value changes over time: not one slot per thread.
        if (v.kind == AbsVal::Injective && !v.gridStride) {
          a.key = "inj:" + std::to_string(int(v.base)) + ":" + v.fn;
          a.base = v.base;
          a.exactTid = v.base == AbsVal::Tid && v.fn == "tid";
        }
        // thread_idx_y * C + thread_idx_x: injective in a block of at most
        // C columns (a 2-D tile).
        if (a.key.empty())
          if (std::optional<uint64_t> c = patterns.tileIndex(ix)) {
            a.key = "tile:" + std::to_string(*c);
            a.tileC = *c;
          }
        a.guardS = patterns.belowGuard(b.id);
        a.plusS = patterns.tidPlus(ix);
        acc[&in] = a;
      }
  }

  std::vector<unsigned> successors(const ir::Terminator &t) const {
    std::vector<unsigned> s;
    if (t.kind == ir::Terminator::Br || t.kind == ir::Terminator::Assert ||
        t.kind == ir::Terminator::Switch)
      s.push_back(t.target);
    for (auto &c : t.cases)
      s.push_back(c.second);
    return s;
  }

  static bool isBarrier(const ir::Inst &in) {
    return in.op == ir::Opcode::Intrinsic && in.call == ir::Call::SyncThreads;
  }

  /// Forward may-analysis: the accesses that can run since the last barrier.
  void flow() {
    std::map<unsigned, std::set<const ir::Inst *>> in;
    std::vector<unsigned> work;
    if (f.blocks.empty())
      return;
    in[f.blocks[0].id];
    work.push_back(f.blocks[0].id);
    while (!work.empty()) {
      unsigned id = work.back();
      work.pop_back();
      const ir::Block *b = f.block(id);
      if (!b)
        continue;
      std::set<const ir::Inst *> s = in[id];
      for (const ir::Inst &i : b->insts) {
        if (isBarrier(i))
          s.clear();
        else if (acc.count(&i))
          s.insert(&i);
      }
      for (unsigned succ : successors(b->term)) {
        auto [it, fresh] = in.try_emplace(succ);
        size_t before = it->second.size();
        it->second.insert(s.begin(), s.end());
        if (fresh || it->second.size() != before)
          work.push_back(succ);
      }
    }
    // A guard bound `s` assigned after a guarded access within one phase
    // is not one value for the whole phase: no tree-reduction proof for it.
    for (const ir::Block &b : f.blocks) {
      if (!in.count(b.id))
        continue;
      std::set<const ir::Inst *> s = in[b.id];
      for (const ir::Inst &i : b.insts) {
        if (isBarrier(i))
          s.clear();
        else if (acc.count(&i))
          s.insert(&i);
        if (i.dest && i.dest->isLocal())
          for (const ir::Inst *o : s)
            if (acc[o].guardS == i.dest->local)
              unstable.insert(i.dest->local);
      }
    }
    // Check each access against those of its phase (and itself: two
    // threads at the same access).
    std::set<const ir::Inst *> failed;
    for (const ir::Block &b : f.blocks) {
      if (!in.count(b.id))
        continue;
      std::set<const ir::Inst *> s = in[b.id];
      for (const ir::Inst &i : b.insts) {
        if (isBarrier(i)) {
          s.clear();
          continue;
        }
        if (!acc.count(&i))
          continue;
        s.insert(&i);
        for (const ir::Inst *o : s)
          if (!failed.count(&i) && !failed.count(o) && !compatible(i, *o)) {
            failed.insert(&i);
            failed.insert(o);
          }
      }
    }
    for (auto &[i, a] : acc) {
      if (!a.write || failed.count(i) || !in.count(blockOf(i)))
        continue;
      facts.sharedWrites[i] =
          "`" + a.text +
          "` is injective in the thread id, and every "
          "access to `" +
          tv.describe(a.array) +
          "` in this barrier phase is at the thread's own "
          "slot" +
          (tree.count(i)
               ? " or, under `" + a.text + " < " + tv.describe(*a.guardS) +
                     "`, at `" + a.text + " + " + tv.describe(*a.guardS) +
                     "` (above every written "
                     "slot)"
               : "");
      uint64_t &m = facts.obligations.tileMaxBlockX;
      if (a.tileC)
        m = m == 0 ? a.tileC : std::min(m, a.tileC);
      else
        facts.obligations.oneDimBlock = true;
    }
  }

  unsigned blockOf(const ir::Inst *i) const {
    for (const ir::Block &b : f.blocks)
      if (!b.insts.empty() && i >= &b.insts.front() && i <= &b.insts.back())
        return b.id;
    return ~0u;
  }

  /// Whether accesses `x` (this thread) and `y` (another) of one phase can
  /// meet at a slot where one of them writes; reports when they can.
  bool compatible(const ir::Inst &x, const ir::Inst &y) {
    const Access &a = acc[&x], &b = acc[&y];
    if (a.array != b.array || (!a.write && !b.write))
      return true;
    if (!a.key.empty() && a.key == b.key)
      return true; // one injective function: each thread its own slot
    // Tree reduction: writes at t under `t < s`, reads at t + s under the
    // same guard, `s` one value for the phase: reads land in [s, 2s), writes
    // in [0, s).
    auto treePair = [&](const Access &w, const Access &r) {
      return w.write && !r.write && w.exactTid && w.guardS &&
             r.guardS == w.guardS && r.plusS == w.guardS &&
             !unstable.count(*w.guardS);
    };
    if (treePair(a, b) || treePair(b, a)) {
      tree.insert(a.write ? &x : &y);
      return true;
    }
    std::string arrName = tv.describe(a.array);
    const Access &w = a.write ? a : b;
    const Access &o = a.write ? b : a;
    const ir::Inst &oi = a.write ? y : x;
    bool self = &x == &y;
    if (!o.write) {
      diags.error(oi.loc, "RG0220",
                  "read of `" + arrName + "[" + o.text +
                      "]` may see another thread's write of `" + arrName + "[" +
                      w.text + "]`: no barrier between them",
                  {"`" + arrName +
                       "` is a shared array: every thread of the "
                       "block holds it",
                   "the read and the write can run in the same barrier phase "
                   "(no `sync_threads()` between them on some path), and `" +
                       o.text + "` of one thread can equal `" + w.text +
                       "` of another",
                   "help: call `sync_threads()` between the writes and the "
                   "reads"});
    } else {
      diags.error(
          x.loc, "RG0221",
          "write to `" + arrName + "[" + a.text + "]` may collide with " +
              (self ? std::string("the same write by another thread")
                    : "the write `" + arrName + "[" + b.text + "]`") +
              " in one barrier phase",
          {"`" + arrName +
               "` is a shared array: every thread of the block "
               "holds it",
           self ? "`" + a.text +
                      "` is not an injective function of the "
                      "thread id"
                : "`" + a.text + "` of one thread can equal `" + b.text +
                      "` of another",
           "help: write the thread's own slot (`thread_idx_x()`), or separate "
           "the writes with `sync_threads()`"});
    }
    ok = false;
    return false;
  }

  const ir::Function &f;
  ThreadValues tv;
  Index2D patterns;
  DiagEngine &diags;
  KernelFacts &facts;
  std::set<unsigned> unstable;      ///< guard bounds not fixed per phase
  std::set<const ir::Inst *> tree;  ///< writes proved by the tree rule
  std::map<unsigned, unsigned> arr; ///< local -> the shared array it names
  std::map<const ir::Inst *, Access> acc;
  bool ok = true;
};
} // namespace

bool rsgpu::analysis::checkSharedPhases(const ir::Module &m, DiagEngine &diags,
                                        ModuleFacts &facts) {
  bool ok = true;
  for (const ir::Function &f : m.functions) {
    if (f.isKernel) {
      ok &= PhaseChecker(f, diags, facts.kernels[&f]).run();
      continue;
    }
    // A device function's array would be checked by no phase analysis, and
    // zeroed (what Rust's `shared_array` promises) by no kernel prologue.
    for (const ir::Block &b : f.blocks)
      for (const ir::Inst &in : b.insts)
        if (in.op == ir::Opcode::Intrinsic &&
            in.call == ir::Call::SharedArray) {
          diags.error(in.loc, "RG0222",
                      "shared array declared in device function `" + f.name +
                          "`",
                      {"rsgpu-gen checks shared-memory phases and zeroes "
                       "shared arrays in the kernel itself",
                       "help: declare the array in the kernel and use "
                       "`get`/`set` there"});
          ok = false;
        }
  }
  return ok;
}
