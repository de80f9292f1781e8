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
#include "analysis/HandleFlow.h"
#include "analysis/Index2D.h"
#include "analysis/SharedBanks.h"
#include "analysis/ThreadValues.h"
#include "ir/CallTable.h"

#include <memory>
#include <set>

using namespace rsgpu;
using namespace rsgpu::analysis;

namespace {
struct Access {
  unsigned array = 0;  ///< an array it may touch (for messages)
  unsigned handle = 0; ///< the local the access goes through
  /// The arrays it may touch, and per handle binding at the start of its
  /// barrier phase, those it may touch then (HandleFlow).
  std::set<unsigned> arrays;
  std::map<HandleFlow::Binding, std::set<unsigned>> byStart;
  bool write = false;
  std::string key;  ///< "inj:<base>:<fn>" for injective indices, else ""
  std::string text; ///< the index in user variable names
  AbsVal::Base base = AbsVal::Tid;
  bool exactTid = false;          ///< the index is thread_idx_x() itself
  std::optional<unsigned> guardS; ///< reached only under `t < s`
  std::optional<unsigned> plusS;  ///< the index is `t + s`
  uint64_t tileC = 0;             ///< `ty * C + tx` tile index: C
  uint64_t tileT = 0;             ///< `tx * C + ty` (transposed): C
  std::optional<Banked> bank;     ///< `B * N + e`: a ping-pong bank
  /// A constant slot written or read only under `thread_idx_x() == 0`.
  std::optional<uint64_t> leaderSlot;
  std::optional<uint64_t> tidK; ///< the index is `thread_idx_x() + k`
  bool warpLane0 = false; ///< `thread_idx_x() / 32` under `lane_id() == 0`
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
    followHandles();
    collectAccesses();
    std::set<const ir::Inst *> banked;
    for (auto &[i, a] : acc)
      if (a.bank)
        banked.insert(i);
    if (!banked.empty())
      rel.emplace(f, banked);
    flow();
    return ok;
  }

private:
  /// The array in the user's words: a named local bound to it (`let (a,
  /// b) = (shared_array(), ..)` names `a`), else its definition.
  std::string arrayName(unsigned array) const {
    if (!f.locals[array].name.empty())
      return f.locals[array].name;
    for (auto &[l, a] : arr)
      if (a == array && !f.locals[l].name.empty())
        return f.locals[l].name;
    return tv.describe(array);
  }

  bool isArray(const ir::Value &v) const {
    return v.kind != ir::Value::Const && v.place.isLocal() &&
           arr.count(v.place.local);
  }

  void findArrays() {
    for (const ir::Block &b : f.blocks)
      for (const ir::Inst &in : b.insts)
        if (in.op == ir::Opcode::Intrinsic &&
            ir::isSharedDecl(in.call) && in.dest && in.dest->isLocal())
          arr[in.dest->local] = in.dest->local;
    findTuples();
    // References and copies of the array name the same memory.
    for (bool changed = true; changed;) {
      changed = false;
      for (const ir::Block &b : f.blocks)
        for (const ir::Inst &in : b.insts) {
          if (!in.dest || !in.dest->isLocal() || arr.count(in.dest->local))
            continue;
          std::optional<unsigned> r;
          // `&mut s` too: `s[i] = v` borrows the handle mutably (the
          // same memory; ir/SharedIndex.cpp lowers the access to set).
          if ((in.op == ir::Opcode::Ref || in.op == ir::Opcode::RefMut ||
               in.op == ir::Opcode::AddrOf) &&
              in.src.isLocal() && arr.count(in.src.local))
            r = arr[in.src.local];
          if (in.op == ir::Opcode::Copy && isArray(in.args[0]))
            r = arr[in.args[0].place.local];
          // `let (a, b) = (shared_array(), shared_array())` at opt-level
          // 0: `a = copy (tuple.0)` of a tuple the pass follows.
          if (!r && in.op == ir::Opcode::Copy && in.args.size() == 1)
            r = tupleField(in.args[0]);
          if (r) {
            arr[in.dest->local] = *r;
            changed = true;
          }
        }
    }
  }

  /// A tuple local built once from shared arrays (`(shared_array(),
  /// shared_array())`) and read only by copies of its fields into locals:
  /// each field names its array. Any other use of the tuple leaves it
  /// untracked (then the arrays in it are RG0222).
  void findTuples() {
    std::map<unsigned, const ir::Inst *> built;
    std::map<unsigned, unsigned> defCount;
    for (const ir::Block &b : f.blocks)
      for (const ir::Inst &in : b.insts)
        if (in.dest) {
          ++defCount[in.dest->local];
          if (in.op == ir::Opcode::Tuple && in.dest->isLocal())
            built[in.dest->local] = &in;
        }
    for (auto &[t, in] : built) {
      if (defCount[t] != 1)
        continue;
      bool anyArray = false, onlyFieldCopies = true;
      for (const ir::Value &a : in->args)
        anyArray |= isArray(a);
      auto usesTuple = [&](const ir::Value &v) {
        return v.kind != ir::Value::Const && v.place.local == t;
      };
      for (const ir::Block &b : f.blocks) {
        for (const ir::Inst &u : b.insts) {
          bool fieldCopy =
              u.op == ir::Opcode::Copy && u.args.size() == 1 &&
              usesTuple(u.args[0]) && u.args[0].place.projs.size() == 1 &&
              u.args[0].place.projs[0].kind == ir::Projection::Field &&
              u.dest && u.dest->isLocal();
          for (const ir::Value &a : u.args)
            if (usesTuple(a) && !fieldCopy)
              onlyFieldCopies = false;
          if (u.src.local == t &&
              (u.op == ir::Opcode::Ref || u.op == ir::Opcode::RefMut ||
               u.op == ir::Opcode::AddrOf || u.op == ir::Opcode::AddrOfMut ||
               u.op == ir::Opcode::Len || u.op == ir::Opcode::Discriminant))
            onlyFieldCopies = false;
          if (u.dest && u.dest->local == t && &u != in)
            onlyFieldCopies = false;
        }
        for (const ir::Value &a : b.term.args)
          if (usesTuple(a))
            onlyFieldCopies = false;
        if (usesTuple(b.term.cond))
          onlyFieldCopies = false;
      }
      if (anyArray && onlyFieldCopies)
        tuples[t] = in;
    }
  }

  std::optional<unsigned> tupleField(const ir::Value &v) const {
    if (v.kind == ir::Value::Const || v.place.projs.size() != 1 ||
        v.place.projs[0].kind != ir::Projection::Field)
      return std::nullopt;
    auto it = tuples.find(v.place.local);
    if (it == tuples.end() || v.place.projs[0].index >= it->second->args.size())
      return std::nullopt;
    const ir::Value &a = it->second->args[v.place.projs[0].index];
    if (!isArray(a))
      return std::nullopt;
    return arr.at(a.place.local);
  }

  void checkEscapes() {
    for (const ir::Block &b : f.blocks)
      for (const ir::Inst &in : b.insts) {
        bool tracked = (in.op == ir::Opcode::Copy && in.dest &&
                        in.dest->isLocal() && arr.count(in.dest->local)) ||
                       (in.op == ir::Opcode::Intrinsic &&
                        ir::callFamily(in.call) == ir::CallInfo::Shared);
        // The tuple the pass follows field by field.
        if (in.op == ir::Opcode::Tuple && in.dest && in.dest->isLocal() &&
            tuples.count(in.dest->local))
          continue;
        for (size_t i = 0; i < in.args.size(); ++i) {
          if (!isArray(in.args[i]) || (tracked && i == 0))
            continue;
          escape(in.loc, in.args[i].place.local,
                 in.op == ir::Opcode::Call || in.op == ir::Opcode::Intrinsic
                     ? "is passed to `" + in.callee + "`"
                     : std::string("is stored where this pass cannot "
                                   "follow it"));
        }
        // `&(*h)[b]` of a `shared_atomics` handle: an atomic, which no
        // plain access of another thread can race with.
        bool atomicElem =
            in.op == ir::Opcode::Ref && arr.count(in.src.local) &&
            isAtomicArray(arr[in.src.local]) && in.src.projs.size() == 2 &&
            in.src.projs[0].kind == ir::Projection::Deref &&
            (in.src.projs[1].kind == ir::Projection::Index ||
             in.src.projs[1].kind == ir::Projection::ConstIndex) &&
            in.dest && in.dest->isLocal();
        if ((in.op == ir::Opcode::Ref || in.op == ir::Opcode::RefMut ||
             in.op == ir::Opcode::AddrOf || in.op == ir::Opcode::AddrOfMut) &&
            !atomicElem && arr.count(in.src.local) &&
            !(in.dest && in.dest->isLocal() && arr.count(in.dest->local)))
          escape(in.loc, in.src.local,
                 "is borrowed into a place this pass "
                 "cannot follow");
      }
    for (const ir::Block &b : f.blocks)
      for (const ir::Value &a : b.term.args)
        if (isArray(a))
          escape(b.term.loc, a.place.local, "is used by a terminator");
    // `*r = ..` through a reference to a handle rebinds the handle where
    // HandleFlow cannot see it (element writes are `set`, not this).
    for (const ir::Block &b : f.blocks)
      for (const ir::Inst &in : b.insts)
        if (in.dest && !in.dest->isLocal() && arr.count(in.dest->local) &&
            in.dest->projs.size() == 1 &&
            in.dest->projs[0].kind == ir::Projection::Deref)
          escape(in.loc, in.dest->local,
                 "is reassigned through a reference, which this pass "
                 "cannot follow");
  }

  bool isAtomicArray(unsigned array) const {
    const ir::Type *t = f.locals[array].type;
    return t && t->kind == ir::Type::SharedArray && t->name == "atomic";
  }

  void escape(ir::Loc loc, unsigned local, const std::string &what) {
    diags.error(loc, "RG0222",
                "shared array `" + arrayName(arr[local]) + "` " + what,
                {"rsgpu-gen checks shared-memory phases within one kernel: "
                 "use `get`/`set` on the array in the kernel itself"});
    ok = false;
  }

  /// Which array each handle names at each point (HandleFlow), and which
  /// handle locals are one value for the whole block: every assignment of
  /// them is reached by every thread (no thread-dependent branch over it)
  /// and copies or borrows such a local (or declares an array). Their
  /// bindings at a barrier are the same in every thread.
  void followHandles() {
    HandleFlow::Rules r;
    r.seed = [](const ir::Inst &in) -> std::optional<unsigned> {
      if (in.op == ir::Opcode::Intrinsic && ir::isSharedDecl(in.call) &&
          in.dest && in.dest->isLocal())
        return in.dest->local;
      return std::nullopt;
    };
    // Which barrier began the phase: every thread of the block passes the
    // same ones (BarrierUniformity), so two threads in one phase started
    // it at the same barrier with the same uniform bindings.
    auto ids = std::make_shared<std::map<const ir::Inst *, unsigned>>();
    for (const ir::Block &b : f.blocks)
      for (const ir::Inst &in : b.insts)
        if (isBarrier(in))
          ids->emplace(&in, unsigned(ids->size()));
    r.snapshot = [ids](const ir::Inst &in) -> std::optional<unsigned> {
      auto it = ids->find(&in);
      if (it == ids->end())
        return std::nullopt;
      return it->second;
    };
    handles.emplace(f, std::move(r));
    for (bool changed = true; changed;) {
      changed = false;
      for (const ir::Block &b : f.blocks)
        for (const ir::Inst &in : b.insts) {
          if (!in.dest || nonUniform.count(in.dest->local) ||
              !(arr.count(in.dest->local) || tuples.count(in.dest->local)))
            continue;
          bool bad = tv.divergence(b.id) != nullptr;
          for (const ir::Value &a : in.args)
            bad |= a.kind != ir::Value::Const &&
                   nonUniform.count(a.place.local);
          bad |= (in.op == ir::Opcode::Ref || in.op == ir::Opcode::RefMut ||
                  in.op == ir::Opcode::AddrOf ||
                  in.op == ir::Opcode::AddrOfMut) &&
                 nonUniform.count(in.src.local);
          if (bad) {
            nonUniform.insert(in.dest->local);
            changed = true;
          }
        }
    }
  }

  /// The bindings of the block-uniform handles in `b`.
  HandleFlow::Binding uniformPart(const HandleFlow::Binding &b) const {
    HandleFlow::Binding r;
    for (auto &[k, root] : b)
      if (!nonUniform.count(k.first))
        r.emplace(k, root);
    return r;
  }

  void collectAccesses() {
    for (const ir::Block &b : f.blocks)
      for (size_t idx = 0; idx < b.insts.size(); ++idx) {
        const ir::Inst &in = b.insts[idx];
        if (in.op != ir::Opcode::Intrinsic || in.args.size() < 2 ||
            (in.call != ir::Call::SharedGet && in.call != ir::Call::SharedSet))
          continue;
        Access a;
        bool untracked = !isArray(in.args[0]) || handles->overflow;
        if (!untracked) {
          a.handle = in.args[0].place.local;
          HandleFlow::State st = handles->before(b.id, idx);
          a.arrays = HandleFlow::mayName(st, a.handle, &untracked);
          for (const HandleFlow::Valuation &v : st)
            if (auto x = HandleFlow::get(v.cur, {a.handle, -1}))
              a.byStart[uniformPart(v.start)].insert(*x);
        }
        if (untracked || a.arrays.empty()) {
          // Reached with a handle this pass lost track of on some path.
          diags.error(in.loc, "RG0222",
                      "shared array accessed through `" +
                          tv.describe(in.args[0]) +
                          "`, which may name an array this pass cannot "
                          "follow here",
                      {handles && handles->overflow
                           ? "the handles are reassigned in too many "
                             "combinations"
                           : "rsgpu-gen follows a shared-array handle through "
                             "`let` bindings, copies and references, and "
                             "reassignments of them",
                       "help: index the array through the `let` that "
                       "declares it"});
          ok = false;
          continue;
        }
        a.array = *a.arrays.begin();
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
        if (a.key.empty())
          if (std::optional<uint64_t> c = patterns.transposedTileIndex(ix)) {
            a.key = "tileT:" + std::to_string(*c);
            a.tileT = *c;
          }
        // `s[t / 32]` under `lane_id() == 0`: in a 1-D block (the
        // obligation below) lane 0 of warp w is thread 32w alone, so the
        // slot is one per thread that reaches the access.
        if (a.key.empty() && patterns.isWarpOfTid(ix) &&
            patterns.laneIdZeroOnly(b.id)) {
          a.key = "warp-lane0:tid/32";
          a.warpLane0 = true;
        }
        a.guardS = patterns.belowGuard(b.id);
        a.plusS = patterns.tidPlus(ix);
        a.bank = patterns.banked(ix, b.id, &in);
        if (std::optional<uint64_t> c = patterns.constIndex(ix))
          if (patterns.leaderOnly(b.id))
            a.leaderSlot = c;
        a.tidK = patterns.tidPlusConst(ix);
        acc[&in] = a;
      }
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
      for (unsigned succ : b->term.successors()) {
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
        if (i.dest && i.dest->isLocal() && !s.empty())
          assignedInPhase.insert(i.dest->local);
        if (i.dest && i.dest->isLocal())
          for (const ir::Inst *o : s)
            if (acc[o].guardS == i.dest->local)
              unstable.insert(i.dest->local);
      }
    }
    // Check each access against those of its phase (and itself: two
    // threads at the same access).
    std::set<const ir::Inst *> failed;
    std::set<std::pair<const ir::Inst *, const ir::Inst *>> checked;
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
        for (const ir::Inst *o : s) {
          checked.insert({&i, o});
          checked.insert({o, &i});
          if (!failed.count(&i) && !failed.count(o) && !compatible(i, *o)) {
            failed.insert(&i);
            failed.insert(o);
          }
        }
      }
    }
    // Two threads can also be at accesses neither of which follows the
    // other on a path: the arms of a thread-dependent branch (`if t < k {
    // .. } else { .. }`, an `else if`, a `false =>` arm) run side by side
    // in one phase. Two threads of one phase follow one path up to the
    // first branch they decide differently, which is thread-dependent
    // (uniform values are the same in every thread with the same history);
    // from there each reaches its access without a barrier. So every pair
    // of accesses both reached from one such branch without a barrier is
    // checked too.
    for (const std::set<const ir::Inst *> &side : sideBySide())
      for (const ir::Inst *i : side)
        for (const ir::Inst *o : side) {
          if (checked.count({i, o}) || failed.count(i) || failed.count(o))
            continue;
          checked.insert({i, o});
          checked.insert({o, i});
          if (!compatible(*i, *o)) {
            failed.insert(i);
            failed.insert(o);
          }
        }
    for (auto &[i, a] : acc) {
      if (!a.write || failed.count(i) || !in.count(blockOf(i)))
        continue;
      if (a.leaderSlot && leaderProved.count(i)) {
        facts.sharedWrites[i] =
            "`" + a.text + "` is a constant slot of `" + arrayName(a.array) +
            "` written by thread 0 of the block alone, outside every "
            "`thread_idx_x() + k` slot accessed in this barrier phase";
        facts.obligations.oneDimBlock = true;
        continue;
      }
      if (a.warpLane0) {
        facts.sharedWrites[i] =
            "`" + a.text + "` is the warp of `thread_idx_x()`, written under "
            "`lane_id() == 0` (one thread per warp in a 1-D block), and every "
            "access to `" + arrayName(a.array) + "` in this barrier phase is "
            "the same";
        facts.obligations.oneDimBlock = true;
        continue;
      }
      facts.sharedWrites[i] =
          "`" + a.text +
          "` is injective in the thread id, and every "
          "access to `" +
          arrayName(a.array) +
          "` in this barrier phase is at the thread's own "
          "slot" +
          (tree.count(i)
               ? " or, under `" + a.text + " < " + tv.describe(*a.guardS) +
                     "`, at `" + a.text + " + " + tv.describe(*a.guardS) +
                     "` (above every written "
                     "slot)"
               : "") +
          (leaderProved.count(i)
               ? " or a constant slot only thread 0 accesses (outside "
                 "every `thread_idx_x() + k` slot of the phase)"
               : "") +
          (bankProved.count(i)
               ? " or in another ping-pong bank (`B * N + e` with `e < N` "
                 "and the banks distinct in the phase)"
               : "");
      uint64_t &m = facts.obligations.tileMaxBlockX;
      uint64_t &my = facts.obligations.tileMaxBlockY;
      if (a.tileC)
        m = m == 0 ? a.tileC : std::min(m, a.tileC);
      else if (a.tileT) {
        my = my == 0 ? a.tileT : std::min(my, a.tileT);
        m = m == 0 ? 1024 : m; // a 2-D block: z extent 1
      } else
        facts.obligations.oneDimBlock = true;
    }
  }

  /// Per thread-dependent branch, the accesses reached from its
  /// successors before any barrier.
  std::vector<std::set<const ir::Inst *>> sideBySide() const {
    std::set<unsigned> branches;
    for (const ir::Block &b : f.blocks)
      if (const Divergence *d = tv.divergence(b.id))
        branches.insert(d->branchBlock);
    std::vector<std::set<const ir::Inst *>> r;
    for (unsigned d : branches) {
      const ir::Block *db = f.block(d);
      if (!db)
        continue;
      std::set<const ir::Inst *> reached;
      std::vector<unsigned> work = db->term.successors();
      std::set<unsigned> seen(work.begin(), work.end());
      while (!work.empty()) {
        const ir::Block *b = f.block(work.back());
        work.pop_back();
        if (!b)
          continue;
        bool stopped = false;
        for (const ir::Inst &i : b->insts) {
          if (isBarrier(i)) {
            stopped = true;
            break;
          }
          if (acc.count(&i))
            reached.insert(&i);
        }
        if (stopped)
          continue;
        for (unsigned succ : b->term.successors())
          if (seen.insert(succ).second)
            work.push_back(succ);
      }
      if (reached.size() > 1)
        r.push_back(std::move(reached));
    }
    return r;
  }

  /// The bank variables an access's bank operand equals where it runs:
  /// uniform, not assigned in a phase after any shared access (one value
  /// per phase), with constants small enough that `B * N + e` cannot wrap.
  std::vector<unsigned> bankRoots(const Access &c,
                                  const CopyRelations::State &s) const {
    std::vector<unsigned> r;
    for (auto &[l, consts] : s.consts) {
      if (!s.equal(c.bank->bank, l) || assignedInPhase.count(l) ||
          !tv.value(l).isBlockUniform() || consts.empty())
        continue;
      uint64_t maxB = *consts.rbegin(), n = c.bank->n;
      unsigned __int128 top = (unsigned __int128)maxB * n + (n - 1);
      if (c.bank->bits < 128 && top >> c.bank->bits)
        continue;
      r.push_back(l);
    }
    return r;
  }

  /// Ping-pong banks: `B1 * N + e1` and `B2 * N + e2` (e < N) with B1 != B2
  /// in the phase are disjoint; with B1 == B2 they meet only where the
  /// offsets do (the same injective function: each thread its own slot).
  bool bankPair(const ir::Inst &x, const ir::Inst &y) {
    const Access &a = acc[&x], &b = acc[&y];
    if (!rel || !a.bank || !b.bank || a.bank->n != b.bank->n)
      return false;
    const CopyRelations::State *sx = rel->before(&x), *sy = rel->before(&y);
    if (!sx || !sy)
      return false;
    auto offsetKey = [&](const Access &c) -> std::string {
      AbsVal v = tv.valueOf(c.bank->offset);
      if (c.bank->minusD || v.kind != AbsVal::Injective || v.gridStride)
        return "";
      return std::to_string(int(v.base)) + ":" + v.fn;
    };
    std::string ka = offsetKey(a), kb = offsetKey(b);
    for (unsigned rx : bankRoots(a, *sx))
      for (unsigned ry : bankRoots(b, *sy)) {
        if (sx->differ(rx, ry) && sy->differ(rx, ry))
          return true;
        if ((rx == ry || (sx->equal(rx, ry) && sy->equal(rx, ry))) &&
            !ka.empty() && ka == kb)
          return true;
      }
    return false;
  }

  /// A constant slot `c` accessed only by thread 0 of the block (1-D
  /// blocks: the obligation of every S8 proof without a tile) against
  /// another such access (the same thread, in program order) or an access
  /// at `thread_idx_x() + k`: disjoint when c < k, or when c > k and the
  /// block has at most c - k threads (launch obligation).
  bool leaderPair(const Access &l, const Access &o) {
    if (!l.leaderSlot)
      return false;
    if (o.leaderSlot)
      return true;
    if (!o.tidK || *l.leaderSlot == *o.tidK)
      return false;
    if (*l.leaderSlot > *o.tidK) {
      uint64_t n = *l.leaderSlot - *o.tidK;
      if (n > 1024)
        n = 1024;
      uint64_t &m = facts.obligations.tileMaxBlockX;
      m = m == 0 ? n : std::min(m, n);
      facts.obligations.oneDimBlock = true;
    }
    return true;
  }

  unsigned blockOf(const ir::Inst *i) const {
    for (const ir::Block &b : f.blocks)
      if (!b.insts.empty() && i >= &b.insts.front() && i <= &b.insts.back())
        return b.id;
    return ~0u;
  }

  /// The arrays accesses `a` and `b` of one barrier phase may both touch.
  /// Every thread starts a phase with the same bindings of the uniform
  /// handles: only what each may touch from one common start binding can
  /// meet (a swap of two handles after the barrier keeps them apart).
  std::set<unsigned> sameArrays(const Access &a, const Access &b) const {
    std::set<unsigned> r;
    for (auto &[start, xs] : a.byStart) {
      auto it = b.byStart.find(start);
      if (it == b.byStart.end())
        continue;
      for (unsigned x : xs)
        if (it->second.count(x))
          r.insert(x);
    }
    return r;
  }

  /// Whether accesses `x` (this thread) and `y` (another) of one phase can
  /// meet at a slot where one of them writes; reports when they can.
  bool compatible(const ir::Inst &x, const ir::Inst &y) {
    const Access &a = acc[&x], &b = acc[&y];
    if (!a.write && !b.write)
      return true;
    std::set<unsigned> same = sameArrays(a, b);
    if (same.empty())
      return true; // never the same array in one phase
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
    if (leaderPair(a, b) || leaderPair(b, a)) {
      leaderProved.insert(a.write ? &x : &y);
      return true;
    }
    if (bankPair(x, y)) {
      if (a.write)
        bankProved.insert(&x);
      if (b.write)
        bankProved.insert(&y);
      return true;
    }
    std::string arrName = arrayName(*same.begin());
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
  /// Locals assigned after a shared access within a phase.
  std::set<unsigned> assignedInPhase;
  std::set<const ir::Inst *> bankProved; ///< writes proved by banks
  std::set<const ir::Inst *> leaderProved; ///< by the leader-slot rule
  std::optional<CopyRelations> rel;
  std::set<const ir::Inst *> tree;  ///< writes proved by the tree rule
  /// local -> the shared array its first binding names (escapes, names;
  /// accesses use `handles`)
  std::map<unsigned, unsigned> arr;
  std::optional<HandleFlow> handles;
  /// Handle locals that may differ between the threads of a block.
  std::set<unsigned> nonUniform;
  /// tuple local -> its construction, for tuples of shared arrays followed
  /// field by field
  std::map<unsigned, const ir::Inst *> tuples;
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
            ir::isSharedDecl(in.call)) {
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
