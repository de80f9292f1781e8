//===- OverflowFlags.cpp - which `.overflow` values are exact -------------===//
//
// `t = AddWithOverflow(a, b)` (`Sub`, `Mul`) is (a + b wrapped, overflowed).
// At opt-level 0 rustc follows every one with `assert(!t.1)`, so wherever
// `t.0` is read it is the mathematical sum: the analyses rely on that (an
// exact product keeps distinct thread ids distinct at any width; a
// grid-stride walk's step never wraps onto another thread's walk). At
// opt-level 3 the operation also comes from inlined core functions:
// `checked_add` reads the value only when the flag is false, but
// `overflowing_add` (and `let (v, _) = ..`) hands the wrapped value on
// whatever the flag: `(tid as u64).overflowing_mul(1 << 56)` is 0 for
// threads 0 and 256.
//
// The rule: `t.0` is exact where every read of it — through copies and
// integer casts into locals assigned once — happens in a block that only
// the flag's test lets control reach:
//   - blocks strictly dominated by a block ending in `assert(!t.1)`;
//   - blocks dominated by the `0` edge of `switch t.1` (or of a copy of
//     `t.1`), that edge's target entered from the switch only.
// Any other read (the tuple moved whole, borrowed, its value read on an
// unguarded path) makes the operation `.flagged`: wrapping arithmetic that
// also yields the flag, which the analyses treat like `.wrap`.
//
//===----------------------------------------------------------------------===//
#include "ir/OverflowFlags.h"

#include "ir/Cfg.h"

#include <algorithm>
#include <map>
#include <set>
#include <vector>

using namespace rsgpu;
using namespace rsgpu::ir;

namespace {

/// Edges into block `id` (0 if it is not one of the function's blocks).
size_t predCount(const Cfg &cfg, unsigned id) {
  auto p = cfg.position(id);
  return p ? cfg.preds(*p).size() : 0;
}

bool isOverflowOp(Opcode op) {
  return op == Opcode::AddOverflow || op == Opcode::SubOverflow ||
         op == Opcode::MulOverflow;
}
Opcode flagged(Opcode op) {
  return op == Opcode::AddOverflow   ? Opcode::AddFlagged
         : op == Opcode::SubOverflow ? Opcode::SubFlagged
                                     : Opcode::MulFlagged;
}
bool isField(const Place &p, unsigned local, unsigned field) {
  return p.local == local && p.projs.size() == 1 &&
         p.projs[0].kind == Projection::Field && p.projs[0].index == field;
}
bool isValueCast(Opcode op) {
  return op == Opcode::Copy || op == Opcode::ZExt || op == Opcode::SExt ||
         op == Opcode::Trunc || op == Opcode::Retype;
}

/// `_0`, the place a `return` hands to the caller.
const Place &returnPlace() {
  static const Place p;
  return p;
}

/// Every place a block reads, with where: an instruction, or the terminator.
struct Read {
  const Place *place;
  unsigned block;
  const Inst *inst; ///< nullptr: the terminator
};
/// The reads of `f`, and apart the locals `Index` projections read whole
/// (`y[i]` reads `i`: (local, block)), a store's destination's included.
void readsOf(const Function &f, std::vector<Read> &out,
             std::vector<std::pair<unsigned, unsigned>> &indexReads) {
  for (const Block &b : f.blocks) {
    auto indexes = [&](const Place &p) {
      for (const Projection &pr : p.projs)
        if (pr.kind == Projection::Index)
          indexReads.push_back({pr.index, b.id});
    };
    auto read = [&](const Place &p, const Inst *in) {
      out.push_back({&p, b.id, in});
      indexes(p);
    };
    for (const Inst &in : b.insts) {
      for (const Value &v : in.args)
        if (v.kind != Value::Const)
          read(v.place, &in);
      if (in.op == Opcode::Ref || in.op == Opcode::RefMut ||
          in.op == Opcode::AddrOf || in.op == Opcode::AddrOfMut ||
          in.op == Opcode::Discriminant ||
          (in.op == Opcode::Len && in.args.empty()))
        read(in.src, &in);
      if (in.dest)
        indexes(*in.dest);
    }
    const Terminator &t = b.term;
    if ((t.kind == Terminator::Switch || t.kind == Terminator::Assert) &&
        t.cond.kind != Value::Const)
      read(t.cond.place, nullptr);
    for (const Value &v : t.args)
      if (v.kind != Value::Const)
        read(v.place, nullptr);
    if (t.kind == Terminator::Return)
      out.push_back({&returnPlace(), b.id, nullptr}); // the caller reads `_0`
  }
}

/// Block `id` ends the thread whatever happens in it: it reaches only
/// `unreachable` or a panic, through blocks that compute nothing (rustc's
/// `cold_path()` and `unwrap_failed()` calls, no operands).
bool diverges(const Function &f, unsigned id, unsigned depth = 0) {
  const Block *b = f.block(id);
  if (!b || depth > 8)
    return false;
  for (const Inst &in : b->insts)
    if (in.op != Opcode::Intrinsic || !in.args.empty())
      return false;
  switch (b->term.kind) {
  case Terminator::Unreachable:
    return true;
  case Terminator::Panic:
    return std::all_of(b->term.args.begin(), b->term.args.end(),
                       [](const Value &v) { return v.kind == Value::Const; });
  case Terminator::Br:
    return diverges(f, b->term.target, depth + 1);
  default:
    return false;
  }
}

/// `op` in `home` is followed there by copies only, and `home` ends in a
/// test of its flag that ends the thread on an overflow: `assert(!t.1)`
/// (every overflow-checked operation at opt-level 0) or `switch t.1` whose
/// non-zero edge diverges (opt-level 3's `(0..n).rev()`, `unwrap()` of a
/// `checked_*`). Then no execution goes on past `home` with a wrapped value
/// and nothing in `home` used it, so every read anywhere else sees the
/// exact one (t is assigned only here, and any read outside `home` comes
/// after `home`'s test passed).
template <class IsFlag>
bool checkedInPlace(const Function &f, const Block &home, const Inst &op,
                    IsFlag isFlag) {
  bool after = false;
  for (const Inst &in : home.insts) {
    if (&in == &op) {
      after = true;
      continue;
    }
    if (after && !(isValueCast(in.op) && in.dest && in.dest->isLocal()))
      return false;
  }
  const Terminator &t = home.term;
  if (t.kind == Terminator::Assert)
    return !t.expected && isFlag(t.cond);
  return t.kind == Terminator::Switch && isFlag(t.cond) &&
         t.cases.size() == 1 && t.cases[0].first == 0 &&
         t.cases[0].second != t.target && diverges(f, t.target);
}

} // namespace

void rsgpu::ir::markFlaggedOverflows(Function &f) {
  std::vector<std::pair<Inst *, Block *>> ops;
  std::map<unsigned, unsigned> defCount;
  for (Block &b : f.blocks)
    for (Inst &in : b.insts) {
      if (in.dest && in.dest->isLocal()) {
        ++defCount[in.dest->local];
      } else if (in.dest) {
        defCount[in.dest->local] += 2; // a store into a part: not one value
      }
      if (isOverflowOp(in.op))
        ops.push_back({&in, &b});
    }
  if (ops.empty())
    return;
  for (const Local &l : f.locals)
    if (l.isArg)
      ++defCount[l.id]; // the caller's value: a definition at the entry
  const Cfg cfg(f);
  std::vector<Read> reads;
  std::vector<std::pair<unsigned, unsigned>> indexReads; // (local, block)
  readsOf(f, reads, indexReads);

  std::set<unsigned> readLocals;
  for (const Read &r : reads)
    readLocals.insert(r.place->local);
  for (auto [l, b] : indexReads)
    readLocals.insert(l);

  for (auto [op, home] : ops) {
    if (!op->dest || !op->dest->isLocal() || defCount[op->dest->local] != 1) {
      op->op = flagged(op->op);
      continue;
    }
    const unsigned t = op->dest->local;
    // The flag: `t.1` itself or locals assigned once from a copy of it.
    std::set<unsigned> flagLocals;
    for (const Block &b : f.blocks)
      for (const Inst &in : b.insts)
        if (in.op == Opcode::Copy && in.dest && in.dest->isLocal() &&
            defCount[in.dest->local] == 1 && in.args.size() == 1 &&
            in.args[0].kind != Value::Const && isField(in.args[0].place, t, 1))
          flagLocals.insert(in.dest->local);
    auto isFlag = [&](const Value &v) {
      return v.kind != Value::Const &&
             (isField(v.place, t, 1) ||
              (v.place.isLocal() && flagLocals.count(v.place.local)));
    };
    if (checkedInPlace(f, *home, *op, isFlag))
      continue;
    // Blocks where the flag is known false.
    std::vector<std::pair<unsigned, bool>> guards; // (block, strictly)
    for (const Block &b : f.blocks) {
      const Terminator &term = b.term;
      if (term.kind == Terminator::Assert && !term.expected &&
          isFlag(term.cond))
        guards.push_back({b.id, true});
      if (term.kind == Terminator::Switch && isFlag(term.cond) &&
          term.cases.size() == 1 && term.cases[0].first == 0 &&
          term.cases[0].second != term.target &&
          predCount(cfg, term.cases[0].second) == 1)
        guards.push_back({term.cases[0].second, false});
    }
    auto guarded = [&](unsigned block) {
      for (auto [g, strict] : guards)
        if (cfg.dominatesId(g, block) && (!strict || g != block))
          return true;
      return false;
    };
    // The value's locals: `t.0` copied or cast into locals assigned once.
    std::set<unsigned> values;
    auto isValue = [&](const Place &p) {
      return isField(p, t, 0) || (p.isLocal() && values.count(p.local));
    };
    for (bool grew = true; grew;) {
      grew = false;
      for (const Block &b : f.blocks)
        for (const Inst &in : b.insts)
          if (isValueCast(in.op) && in.dest && in.dest->isLocal() &&
              defCount[in.dest->local] == 1 && in.args.size() == 1 &&
              in.args[0].kind != Value::Const && isValue(in.args[0].place) &&
              values.insert(in.dest->local).second)
            grew = true;
    }
    bool exact = true;
    for (const Read &r : reads) {
      const Place &p = *r.place;
      if (p.local == t) {
        if (isField(p, t, 1))
          continue; // the flag
        if (!isField(p, t, 0)) {
          exact = false; // the tuple whole, or borrowed
          break;
        }
      } else if (!values.count(p.local)) {
        continue;
      } else if (!p.isLocal()) {
        exact = false; // a value local read through a projection
        break;
      }
      // a read of the value: a copy into another value local is followed
      // to its own reads, one into a local nothing reads (a user variable
      // rustc keeps for the debugger on the overflow path) is harmless;
      // anything else must be guarded
      if (r.inst && isValueCast(r.inst->op) && r.inst->dest &&
          r.inst->dest->isLocal() &&
          (values.count(r.inst->dest->local) ||
           !readLocals.count(r.inst->dest->local)))
        continue;
      if (!guarded(r.block)) {
        exact = false;
        break;
      }
    }
    for (auto [l, b] : indexReads)
      if (exact && values.count(l) && !guarded(b))
        exact = false;
    if (!exact)
      op->op = flagged(op->op);
  }
}
