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
#include "analysis/SharedPhases.h"

using namespace rsgpu;
using namespace rsgpu::analysis;
using namespace rsgpu::analysis::shared_phases;

/// The array in the user's words: a named local bound to it (`let (a,
/// b) = (shared_array(), ..)` names `a`), else its definition.
std::string PhaseChecker::arrayName(unsigned array) const {
  if (!f.locals[array].name.empty())
    return f.locals[array].name;
  for (auto &[l, a] : arr)
    if (a == array && !f.locals[l].name.empty())
      return f.locals[l].name;
  return tv.describe(array);
}

bool PhaseChecker::isArray(const ir::Value &v) const {
  return v.kind != ir::Value::Const && v.place.isLocal() &&
         arr.count(v.place.local);
}

void PhaseChecker::findArrays() {
  for (const ir::Block &b : f.blocks)
    for (const ir::Inst &in : b.insts)
      if (in.op == ir::Opcode::Intrinsic && ir::isSharedDecl(in.call) &&
          in.dest && in.dest->isLocal())
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
void PhaseChecker::findTuples() {
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
            u.args[0].place.projs[0].kind == ir::Projection::Field && u.dest &&
            u.dest->isLocal();
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

std::optional<unsigned> PhaseChecker::tupleField(const ir::Value &v) const {
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

void PhaseChecker::checkEscapes() {
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
      bool atomicElem = in.op == ir::Opcode::Ref && arr.count(in.src.local) &&
                        isAtomicArray(arr[in.src.local]) &&
                        in.src.projs.size() == 2 &&
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

bool PhaseChecker::isAtomicArray(unsigned array) const {
  const ir::Type *t = f.locals[array].type;
  return t && t->kind == ir::Type::SharedArray && t->name == "atomic";
}

void PhaseChecker::escape(ir::Loc loc, unsigned local,
                          const std::string &what) {
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
void PhaseChecker::followHandles() {
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
  // Copies of one barrier in the arms of a branch (BarrierGroups.h) begin
  // one phase: their first member's id.
  auto ids = std::make_shared<ir::InstMap<unsigned>>();
  for (const ir::Block &b : f.blocks)
    for (const ir::Inst &in : b.insts)
      if (isBarrier(in) && groups->representative(&in) == &in)
        ids->emplace(&in, unsigned(ids->size()));
  for (const ir::Block &b : f.blocks)
    for (const ir::Inst &in : b.insts)
      if (isBarrier(in) && groups->representative(&in) != &in)
        ids->emplace(&in, ids->at(groups->representative(&in)));
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
          bad |= a.kind != ir::Value::Const && nonUniform.count(a.place.local);
        bad |=
            (in.op == ir::Opcode::Ref || in.op == ir::Opcode::RefMut ||
             in.op == ir::Opcode::AddrOf || in.op == ir::Opcode::AddrOfMut) &&
            nonUniform.count(in.src.local);
        if (bad) {
          nonUniform.insert(in.dest->local);
          changed = true;
        }
      }
  }
}

/// The bindings of the block-uniform handles in `b`.
HandleFlow::Binding
PhaseChecker::uniformPart(const HandleFlow::Binding &b) const {
  HandleFlow::Binding r;
  for (auto &[k, root] : b)
    if (!nonUniform.count(k.first))
      r.emplace(k, root);
  return r;
}

void PhaseChecker::collectAccesses() {
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
      // `s1[t]` with `t` reassigned later (opt-level 3 merges `let t =
      // thread_idx_x()` and a block-stride counter `let mut j = t; .. j +=
      // block_dim_x()` into one local): thread_idx_x() itself where only
      // its first definition reaches the access (Index2D::isTidAt).
      if (a.key.empty() && patterns.isTidAt(ix, &in)) {
        a.key = "inj:" + std::to_string(int(AbsVal::Tid)) + ":tid";
        a.base = AbsVal::Tid;
        a.exactTid = true;
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
      // `tile[ty + k][tx]`, k an item of a loop stepped by S: in a block
      // of at most C columns and S rows the slot names its thread (tx =
      // slot % C, ty = (slot / C - lo) mod S), whatever item it is at.
      if (a.key.empty())
        if (std::optional<Index2D::TileStepRow> r = patterns.tileStepRow(ix)) {
          a.key = "tileRows:" + std::to_string(r->c) + ":" +
                  std::to_string(r->lo) + "%" + std::to_string(r->step);
          a.stepC = r->c;
          a.stepS = r->step;
        }
      // `s[t * W + j]`, j a loop item below E <= 2^ctz(W) (a row loop over
      // the thread's own slots, `for k in 0..4 { s[t * 4 + k] = .. }`):
      // with `t * W` injective, each thread's slots [t * W, t * W + E) are
      // an aligned block of its own (Index2D::rowLoop), so accesses of one
      // base function never meet across threads.
      if (a.key.empty() && ix.kind != ir::Value::Const && ix.place.isLocal())
        if (std::optional<Index2D::RowLoop> rl =
                patterns.rowLoop(ix.place.local)) {
          AbsVal bv = tv.value(rl->base);
          if (bv.kind == AbsVal::Injective && !bv.gridStride)
            a.key = "row:" + std::to_string(int(bv.base)) + ":" + bv.fn;
        }
      // `s[t / 32]` under `lane_id() == L` (one constant L < 32): in a
      // 1-D block (the obligation below) lane L of warp w is thread 32w + L
      // alone, so the slot is one per thread that reaches the access. The
      // lane is part of the key: `lane_id() == 0` and `== 31` are two
      // writers of one slot.
      if (a.key.empty() && patterns.isWarpOfTid(ix))
        if (std::optional<uint64_t> l = patterns.laneIdOnly(b.id)) {
          a.key = "warp-lane" + std::to_string(*l) + ":tid/32";
          a.warpLane = l;
        }
      a.guardS = patterns.belowGuard(b.id);
      a.plusS = patterns.tidPlus(ix, &in);
      a.guardC = patterns.belowGuardConst(b.id);
      a.plusC = patterns.tidPlusConst(ix, &in);
      a.modK = patterns.interleavedGuard(b.id);
      a.plusAny = patterns.tidPlusAny(ix);
      a.guardY = patterns.belowGuardY(b.id);
      a.rowPlus = patterns.tileRowPlus(ix);
      a.bank = patterns.banked(ix, b.id, &in);
      if (std::optional<uint64_t> c = patterns.constIndex(ix))
        if (patterns.leaderOnly(b.id))
          a.leaderSlot = c;
      a.tidK = patterns.tidPlusConst(ix, &in);
      a.warpSlot = patterns.warpSlot(ix);
      // A pair slot's index is computed from the root's value at the
      // access: no barrier may lie between the read and the access.
      a.pair = patterns.pairSlot(ix, &in);
      if (a.pair)
        for (const ir::Inst *i : a.pair->between)
          if (isBarrier(*i)) {
            a.pair.reset();
            break;
          }
      acc[&in] = a;
    }
}

bool PhaseChecker::isBarrier(const ir::Inst &in) const {
  return (in.op == ir::Opcode::Intrinsic && in.call == ir::Call::SyncThreads) ||
         (in.op == ir::Opcode::Call && sync.barrier.count(in.callee));
}

/// Forward may-analysis: the accesses that can run since the last barrier.
void PhaseChecker::flow() {
  std::map<unsigned, ir::InstSet> in;
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
    ir::InstSet s = in[id];
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
    ir::InstSet s = in[b.id];
    for (const ir::Inst &i : b.insts) {
      if (isBarrier(i))
        s.clear();
      else if (acc.count(&i))
        s.insert(&i);
      if (i.dest && i.dest->isLocal() && !s.empty())
        assignedInPhase.insert(i.dest->local);
      if (i.dest && i.dest->isLocal())
        for (const ir::Inst *o : s)
          if (acc[o].guardS.count(i.dest->local) ||
              acc[o].modK == i.dest->local ||
              acc[o].guardY.count(i.dest->local))
            unstable.insert(i.dest->local);
    }
  }
  // A pair slot's root (`j` of `t ^ j`, `c` of `c * (2t + 1) - 1`) must
  // be one value in every access of a phase: it is block-uniform (assigned
  // in the same order by every thread) and read at the access (no
  // assignment on the straight path from its read), so two accesses of one
  // phase see two values only if an assignment of it runs after one of
  // them and before the other: an access may run before it in its phase
  // and another after it before the next barrier.
  std::set<unsigned> roots;
  for (auto &[i, a] : acc)
    if (a.pair && a.pair->root)
      roots.insert(*a.pair->root);
  for (const ir::Block &b : f.blocks) {
    if (!in.count(b.id) || roots.empty())
      continue;
    ir::InstSet s = in[b.id];
    for (size_t k = 0; k < b.insts.size(); ++k) {
      const ir::Inst &i = b.insts[k];
      if (isBarrier(i))
        s.clear();
      else if (acc.count(&i))
        s.insert(&i);
      if (i.dest && roots.count(i.dest->local) && !s.empty() &&
          !reachedBeforeBarrier({{b.id, k + 1}}).empty())
        pairUnstable.insert(i.dest->local);
    }
  }
  // Check each access against those of its phase (and itself: two
  // threads at the same access).
  ir::InstSet failed;
  std::set<std::pair<const ir::Inst *, const ir::Inst *>> checked;
  for (const ir::Block &b : f.blocks) {
    if (!in.count(b.id))
      continue;
    ir::InstSet s = in[b.id];
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
  for (const ir::InstSet &side : sideBySide())
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
    if (a.warpLane) {
      facts.sharedWrites[i] =
          "`" + a.text +
          "` is the warp of `thread_idx_x()`, written under "
          "`lane_id() == " +
          std::to_string(*a.warpLane) +
          "` (one thread per warp in a 1-D block), and every "
          "access to `" +
          arrayName(a.array) +
          "` in this barrier phase is "
          "the same";
      facts.obligations.oneDimBlock = true;
      continue;
    }
    if (pairProved.count(i) && a.pair) {
      facts.sharedWrites[i] =
          a.pair->kind == Index2D::PairSlot::Xor
              ? "`" + a.text +
                    "` is one of `t` and `p = t ^ j` (t = thread_idx_x(), "
                    "j one block-uniform value for the phase) under `p " +
                    (a.pair->upper ? ">" : "<") +
                    " t`: a thread touches only the pair {t, t ^ j}, as its " +
                    (a.pair->upper ? "smaller" : "larger") +
                    " member, and every access to `" + arrayName(a.array) +
                    "` in this barrier phase is under the same guard"
              : "`" + a.text + "` is `c * (2 * t + " +
                    std::to_string(a.pair->slot) +
                    ") - 1` (t = thread_idx_x(), c one block-uniform value "
                    "for the phase): every access to `" +
                    arrayName(a.array) +
                    "` in this barrier phase is `c * (2 * t + 1) - 1` or `c "
                    "* (2 * t + 2) - 1`, which two threads (or the two "
                    "forms) meet only at an index of at least 2^53 - 1, "
                    "past the array";
      facts.obligations.oneDimBlock = true;
      continue;
    }
    facts.sharedWrites[i] =
        "`" + a.text + "` is injective in the thread id" +
        (a.stepS ? " (a tile row `thread_idx_y + k`, k stepped by " +
                       std::to_string(a.stepS) + ", in blocks of at most " +
                       std::to_string(a.stepS) + " rows)"
                 : std::string()) +
        ", and every "
        "access to `" +
        arrayName(a.array) +
        "` in this barrier phase is at the thread's own "
        "slot" +
        (tree.count(i) ? " or, under `" + a.text + " < " + tree.at(i) +
                             "`, at `" + a.text + " + " + tree.at(i) +
                             "` (above every written "
                             "slot)"
                       : "") +
        (rowTree.count(i)
             ? " or, under `thread_idx_y() < " + tv.describe(rowTree.at(i)) +
                   "`, in the row `thread_idx_y() + " +
                   tv.describe(rowTree.at(i)) + "` (below every written row)"
             : "") +
        (interleaved.count(i)
             ? " or, where `" + a.text + " % (2 * " + tv.describe(*a.modK) +
                   ") == 0`, at `" + a.text + " + " + tv.describe(*a.modK) +
                   "` (an odd multiple of it: never a written slot)"
             : "") +
        (leaderProved.count(i)
             ? " or a constant slot only thread 0 accesses (outside "
               "every `thread_idx_x() + k` slot of the phase)"
             : "") +
        (bankProved.count(i)
             ? " or in another ping-pong bank (`B * N + e` with `e < N` "
               "and the banks distinct in the phase)"
             : "") +
        (warpProved.count(i)
             ? " or, across a full-warp `sync_warp`, a slot of the "
               "thread's own warp (read only by the lanes of that warp)"
             : "");
    if (warpProved.count(i))
      facts.obligations.wholeWarps = true;
    uint64_t &m = facts.obligations.tileMaxBlockX;
    uint64_t &my = facts.obligations.tileMaxBlockY;
    if (a.tileC)
      m = m == 0 ? a.tileC : std::min(m, a.tileC);
    else if (a.stepS) {
      uint64_t &s = facts.obligations.tileRowStep;
      m = m == 0 ? a.stepC : std::min(m, a.stepC);
      s = s == 0 ? a.stepS : std::min(s, a.stepS);
    } else if (a.tileT) {
      my = my == 0 ? a.tileT : std::min(my, a.tileT);
      m = m == 0 ? 1024 : m; // a 2-D block: z extent 1
    } else
      facts.obligations.oneDimBlock = true;
  }
}

bool rsgpu::analysis::checkSharedPhases(const ir::Module &m, DiagEngine &diags,
                                        ModuleFacts &facts) {
  bool ok = true;
  SyncFunctions sync = syncFunctions(m);
  for (const ir::Function &f : m.functions) {
    if (f.isKernel) {
      ok &= PhaseChecker(f, diags, facts.kernels[&f], sync).run();
      continue;
    }
    // A device function's array would be checked by no phase analysis, and
    // zeroed (what Rust's `shared_array` promises) by no kernel prologue.
    for (const ir::Block &b : f.blocks)
      for (const ir::Inst &in : b.insts)
        if (in.op == ir::Opcode::Intrinsic && ir::isSharedDecl(in.call)) {
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
