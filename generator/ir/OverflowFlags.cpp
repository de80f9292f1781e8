//===- OverflowFlags.cpp - which `.overflow` values are exact -------------===//
//
// `t = AddWithOverflow(a, b)` (`Sub`, `Mul`) is (a + b wrapped, overflowed).
// At opt-level 0 rustc follows every one with `assert(!t.1)`, so wherever
// `t.0` is read it is the mathematical sum: the analyses rely on that (an
// exact product keeps distinct thread ids distinct at any width; a
// grid-stride walk's step never wraps onto another thread's walk). But the
// operation also comes from `checked_*` (the value read only in `Some`) and
// from `overflowing_*` (ir/Calls.def at opt-level 0, inlined at 3), which
// hands the wrapped value on whatever the flag: `(tid as u64)
// .overflowing_mul(1 << 56)` is 0 for threads 0 and 256.
//
// The rule, a forward data flow per operation X over *cells* (a local and a
// path of fields: `t.0`, `p.v`; a shared reference a local holds is
// followed to the cell it points to):
//   - `wrapped`: the cells that may hold a value of X computed while its
//     flag was set. X's result puts `t.0` there; a copy or integer cast of
//     such a cell, a tuple or struct literal of it, adds the cell it writes
//     (`v = t.0`, `p = P { v: t.0, .. }`); any store kills what it
//     overwrites.
//   - `guards`: cells `g` such that `g == false` implies that no cell of
//     `wrapped` holds a wrapped value: `t.1` right after X (when nothing
//     else was wrapped), copies of a guard (`o = t.1`, `(*r).1`, `p.o`),
//     `!g` a negated guard; any other store into `g` removes it. Past the
//     `0` edge of a switch on a guard (the `1` edge of a negated one) or the
//     success of `assert(!g)`, nothing is wrapped any more. A guard widened
//     (`o as u8`) stays one; `g == 0`, `g != 1` are negated guards, `g ==
//     1`, `g != 0` guards (a guard is 0 or 1).
//   - any other read of a wrapped cell (an operand, an index, a call's
//     argument, the tuple read whole, `_0` at a return) makes X `.flagged`:
//     wrapping arithmetic that also yields the flag, which the analyses
//     treat like `.wrap`. So does X executing again while a value of its
//     previous run is still unguarded (the new flag says nothing of it).
// Merges: union of `wrapped`, intersection of `guards` (with nothing
// wrapped every cell guards vacuously). A flag tested after a loop thus
// guards what is read after the test, the flag of the last trip tested
// before the next trip's product guards the value carried into it, and a
// test on one path only guards nothing after the paths rejoin.
//
// The common case needs no flow: the flag asserted (or tested, its non-zero
// edge ending the thread) at the end of the operation's own block, after
// nothing but copies (checkedInPlace).
//
// Cells are tracked only in locals whose address never leaves the function
// body's view: a local borrowed mutably, by raw pointer, or by a shared
// reference that is not a `ref-local` (a local assigned only from `ref`s
// and copies of ref-locals, used only dereferenced or copied into another)
// is untracked, and X writing into one is `.flagged` at once.
//
//===----------------------------------------------------------------------===//
#include "ir/OverflowFlags.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <vector>

using namespace rsgpu;
using namespace rsgpu::ir;

namespace {

bool isOverflowOp(Opcode op) {
  return op == Opcode::AddOverflow || op == Opcode::SubOverflow ||
         op == Opcode::MulOverflow;
}
Opcode flagged(Opcode op) {
  return op == Opcode::AddOverflow   ? Opcode::AddFlagged
         : op == Opcode::SubOverflow ? Opcode::SubFlagged
                                     : Opcode::MulFlagged;
}
bool isIntCast(Opcode op) {
  return op == Opcode::ZExt || op == Opcode::SExt || op == Opcode::Trunc ||
         op == Opcode::Retype;
}
bool takesSrc(Opcode op) {
  return op == Opcode::Ref || op == Opcode::RefMut || op == Opcode::AddrOf ||
         op == Opcode::AddrOfMut || op == Opcode::Discriminant ||
         op == Opcode::Len;
}

/// A local, then field numbers: the unit the flow tracks.
using Cell = std::vector<unsigned>;
bool isPrefix(const Cell &a, const Cell &b) {
  return a.size() <= b.size() && std::equal(a.begin(), a.end(), b.begin());
}

/// Which locals hold references the flow follows, and which locals it
/// cannot track at all (static, once per function).
struct Aliasing {
  std::set<unsigned> refLocals;
  std::set<unsigned> untracked;
};

Aliasing aliasingOf(const Function &f) {
  Aliasing a;
  for (const Local &l : f.locals)
    if (l.type && l.type->kind == Type::Ref && !l.type->isMut && !l.isArg &&
        l.id != 0)
      a.refLocals.insert(l.id);
  // Drops ref-locals until every one is assigned only `ref P` or a copy of
  // a ref-local, and read only dereferenced or copied into a ref-local.
  auto derefsRef = [&](const Place &p) {
    return !p.projs.empty() && p.projs[0].kind == Projection::Deref &&
           a.refLocals.count(p.local);
  };
  for (bool changed = true; changed;) {
    changed = false;
    auto drop = [&](unsigned l) {
      if (a.refLocals.erase(l))
        changed = true;
    };
    // a use of `p` that must not be a ref-local read whole
    auto use = [&](const Place &p) {
      if (p.isLocal())
        drop(p.local);
      for (const Projection &pr : p.projs)
        if (pr.kind == Projection::Index)
          drop(pr.index);
    };
    for (const Block &b : f.blocks) {
      for (const Inst &in : b.insts) {
        bool copyOfRef = in.op == Opcode::Copy && in.dest &&
                         in.dest->isLocal() && in.args.size() == 1 &&
                         in.args[0].kind != Value::Const &&
                         in.args[0].place.isLocal() &&
                         a.refLocals.count(in.args[0].place.local);
        if (in.dest) {
          const Place &d = *in.dest;
          if (d.isLocal()) {
            if (in.op != Opcode::Ref && !copyOfRef)
              drop(d.local);
            if (copyOfRef && !a.refLocals.count(d.local))
              drop(in.args[0].place.local);
          } else {
            drop(d.local); // a store into a part of it, or through it
            use(d);
          }
        }
        if (!copyOfRef)
          for (const Value &v : in.args)
            if (v.kind != Value::Const)
              use(v.place);
        if (takesSrc(in.op) && in.args.empty()) {
          use(in.src);
          // a raw or mutable borrow through a ref-local, or a reborrow
          // that goes anywhere but into a ref-local
          bool intoRef = in.op == Opcode::Ref && in.dest &&
                         in.dest->isLocal() &&
                         a.refLocals.count(in.dest->local);
          if (derefsRef(in.src) &&
              (in.op == Opcode::RefMut || in.op == Opcode::AddrOf ||
               in.op == Opcode::AddrOfMut ||
               (in.op == Opcode::Ref && !intoRef)))
            drop(in.src.local);
        }
      }
      const Terminator &t = b.term;
      if (t.cond.kind != Value::Const)
        use(t.cond.place);
      for (const Value &v : t.args)
        if (v.kind != Value::Const)
          use(v.place);
    }
  }
  // A local borrowed other than into a ref-local is untracked.
  for (const Block &b : f.blocks)
    for (const Inst &in : b.insts) {
      if (!(in.op == Opcode::Ref || in.op == Opcode::RefMut ||
            in.op == Opcode::AddrOf || in.op == Opcode::AddrOfMut))
        continue;
      bool throughPtr = std::any_of(
          in.src.projs.begin(), in.src.projs.end(),
          [](const Projection &p) { return p.kind == Projection::Deref; });
      if (throughPtr)
        continue; // through a ref-local (checked above) or untracked memory
      bool intoRef = in.op == Opcode::Ref && in.dest && in.dest->isLocal() &&
                     a.refLocals.count(in.dest->local);
      if (!intoRef)
        a.untracked.insert(in.src.local);
    }
  return a;
}

/// Where a ref-local points: a cell, or memory the flow does not track.
struct Target {
  bool tracked = false;
  Cell cell;
  bool operator==(const Target &o) const {
    return tracked == o.tracked && cell == o.cell;
  }
};

struct State {
  bool reached = false;
  std::set<Cell> wrapped;
  /// `wrapped` is empty: every cell guards (vacuously).
  bool anyGuard = true;
  std::set<Cell> guards, negGuards;
  std::map<unsigned, Target> points; ///< ref-local -> target (absent: unknown)

  void normalise() {
    if (wrapped.empty()) {
      anyGuard = true;
      guards.clear();
      negGuards.clear();
    }
  }
  void clean() {
    wrapped.clear();
    normalise();
  }
  bool isGuard(const Cell &c) const { return !anyGuard && guards.count(c); }
  bool isNegGuard(const Cell &c) const {
    return !anyGuard && negGuards.count(c);
  }
  /// Joins `o` into this state; true when it changed.
  bool join(const State &o) {
    if (!o.reached)
      return false;
    if (!reached) {
      *this = o;
      return true;
    }
    State old = *this;
    wrapped.insert(o.wrapped.begin(), o.wrapped.end());
    auto meet = [&](std::set<Cell> &mine, const std::set<Cell> &theirs) {
      if (o.anyGuard)
        return;
      if (anyGuard) {
        mine = theirs;
        return;
      }
      std::set<Cell> both;
      for (const Cell &c : mine)
        if (theirs.count(c))
          both.insert(c);
      mine = std::move(both);
    };
    meet(guards, o.guards);
    meet(negGuards, o.negGuards);
    anyGuard = anyGuard && o.anyGuard;
    for (auto it = points.begin(); it != points.end();) {
      auto jt = o.points.find(it->first);
      if (jt == o.points.end() || !(jt->second == it->second))
        it = points.erase(it);
      else
        ++it;
    }
    normalise();
    return wrapped != old.wrapped || anyGuard != old.anyGuard ||
           guards != old.guards || negGuards != old.negGuards ||
           points != old.points;
  }
};

/// A place as the flow sees it.
struct Resolved {
  enum Kind {
    Tracked,   ///< `cell` (or, `partial`, a part of it the flow cannot name)
    Untracked, ///< memory the flow does not track: never holds a value of X
    Unknown,   ///< through a ref-local whose target is not known here
  };
  Kind kind = Untracked;
  Cell cell;
  bool partial = false;
};

/// The flow for one operation X: marks it `.flagged` when a wrapped value of
/// it may be read.
class Flow {
public:
  Flow(const Function &f, const Aliasing &al, const Inst &x)
      : f(f), al(al), x(x) {}

  bool exact() {
    std::map<unsigned, State> in;
    in[f.blocks.front().id].reached = true;
    std::vector<unsigned> work{f.blocks.front().id};
    size_t steps = 0, limit = 64 * (f.blocks.size() + 1);
    while (!work.empty()) {
      if (++steps > limit)
        return false;
      unsigned id = work.back();
      work.pop_back();
      const Block *b = f.block(id);
      if (!b)
        continue;
      for (auto &[succ, st] : run(*b, in[id]))
        if (in[succ].join(st))
          work.push_back(succ);
    }
    // the fixed point: any read of a wrapped cell
    bad = false;
    for (const Block &b : f.blocks)
      if (in[b.id].reached)
        run(b, in[b.id]);
    return !bad;
  }

private:
  const Function &f;
  const Aliasing &al;
  const Inst &x;
  bool bad = false;

  Resolved resolve(const Place &p, const State &s) const {
    Resolved r;
    if (al.untracked.count(p.local))
      return r;
    r.kind = Resolved::Tracked;
    r.cell = {p.local};
    for (const Projection &pr : p.projs) {
      if (pr.kind == Projection::Field) {
        r.cell.push_back(pr.index);
      } else if (pr.kind == Projection::Deref) {
        if (r.cell.size() != 1 || !al.refLocals.count(r.cell[0]))
          return Resolved{}; // through a pointer that is no ref-local
        auto it = s.points.find(r.cell[0]);
        if (it == s.points.end()) {
          r.kind = Resolved::Unknown;
          return r;
        }
        if (!it->second.tracked)
          return Resolved{};
        r.cell = it->second.cell;
      } else {
        r.partial = true; // an index, a downcast: somewhere inside
        break;
      }
    }
    return r;
  }

  /// A read of `p` that passes its contents on where the flow cannot follow.
  void read(const Place &p, const State &s) {
    for (const Projection &pr : p.projs)
      if (pr.kind == Projection::Index)
        readCell({pr.index}, s);
    Resolved r = resolve(p, s);
    if (r.kind == Resolved::Unknown && !s.wrapped.empty())
      bad = true;
    if (r.kind == Resolved::Tracked)
      readCell(r.cell, s);
  }
  void readCell(const Cell &c, const State &s) {
    for (const Cell &w : s.wrapped)
      if (isPrefix(c, w) || isPrefix(w, c))
        bad = true;
  }
  void readArgs(const Inst &in, const State &s) {
    for (const Value &v : in.args)
      if (v.kind != Value::Const)
        read(v.place, s);
  }

  /// The store into `d` (its indexes are read): what it overwrites is
  /// forgotten. Returns the cell it writes, when the flow can name it.
  std::optional<Cell> store(const Place &d, State &s) {
    for (const Projection &pr : d.projs)
      if (pr.kind == Projection::Index)
        readCell({pr.index}, s);
    if (d.isLocal())
      s.points.erase(d.local);
    Resolved r = resolve(d, s);
    if (r.kind == Resolved::Unknown) {
      bad = true; // a store through a shared reference: never in valid MIR
      return std::nullopt;
    }
    if (r.kind == Resolved::Untracked)
      return std::nullopt;
    auto under = [&](std::set<Cell> &cells, bool keep) {
      for (auto it = cells.begin(); it != cells.end();)
        if (!keep && isPrefix(r.cell, *it))
          it = cells.erase(it);
        else
          ++it;
    };
    under(s.wrapped, r.partial); // a part: what else it held may remain
    under(s.guards, false);
    under(s.negGuards, false);
    if (r.partial)
      return std::nullopt;
    return r.cell;
  }

  /// The cells under `from`, moved to `to` (a copy or a literal's field).
  static void carry(const std::set<Cell> &cells, const Cell &from,
                    const Cell &to, std::set<Cell> &out) {
    for (const Cell &c : cells)
      if (isPrefix(from, c)) {
        Cell n = to;
        n.insert(n.end(), c.begin() + from.size(), c.end());
        out.insert(n);
      }
  }

  void step(const Inst &in, State &s) {
    if (&in == &x) {
      readArgs(in, s);
      std::optional<Cell> t = in.dest ? store(*in.dest, s) : std::nullopt;
      if (!t) {
        bad = true; // its value goes where the flow cannot follow
        return;
      }
      bool alone = s.wrapped.empty();
      Cell v = *t, o = *t;
      v.push_back(0);
      o.push_back(1);
      s.wrapped.insert(v);
      s.anyGuard = false;
      s.guards.clear();
      s.negGuards.clear();
      if (alone)
        s.guards.insert(o);
      return;
    }
    // a copy, cast, `!`, literal or `ref`: what its operands carry moves
    std::set<Cell> w, g, ng;
    std::optional<Target> target;
    bool follows = false;
    bool boolNot = in.op == Opcode::Not && in.type &&
                   in.type->kind == Type::Bool; // `!1u8` is no `false`
    std::optional<uint64_t> against;            // `c == k` / `c != k`, k 0 or 1
    if ((in.op == Opcode::Eq || in.op == Opcode::Ne) && in.args.size() == 2)
      for (const Value &v : in.args)
        if (v.kind == Value::Const && !v.constant.negative &&
            (v.constant.kind == Constant::Int ||
             v.constant.kind == Constant::Bool) &&
            v.constant.bits <= 1)
          against = v.constant.bits;
    if (in.dest &&
        (in.op == Opcode::Copy || isIntCast(in.op) || boolNot || against ||
         in.op == Opcode::Tuple || in.op == Opcode::StructLit)) {
      follows = true;
      for (size_t i = 0; i < in.args.size(); ++i) {
        const Value &v = in.args[i];
        if (v.kind == Value::Const)
          continue;
        Resolved r = resolve(v.place, s);
        for (const Projection &pr : v.place.projs)
          if (pr.kind == Projection::Index)
            readCell({pr.index}, s);
        if (r.kind == Resolved::Unknown && !s.wrapped.empty())
          bad = true;
        if (r.kind != Resolved::Tracked)
          continue;
        if (r.partial) {
          readCell(r.cell, s);
          continue;
        }
        bool literal = in.op == Opcode::Tuple || in.op == Opcode::StructLit;
        Cell to = literal ? Cell{~0u, unsigned(i)} : Cell{~0u};
        if (in.op == Opcode::Copy || literal) {
          carry(s.wrapped, r.cell, to, w);
          if (!s.anyGuard) {
            carry(s.guards, r.cell, to, g);
            carry(s.negGuards, r.cell, to, ng);
          }
        } else if (boolNot) {
          if (s.isGuard(r.cell))
            ng.insert(to);
          if (s.isNegGuard(r.cell))
            g.insert(to);
          readCell(r.cell, s);
        } else if (against) {
          // A guard is a bool or a widened bool: 0 or 1. The result is
          // true exactly when the guard is 0 (`c == 0`, `c != 1`) or
          // exactly when it is not (`c == 1`, `c != 0`).
          bool trueWhenZero = (in.op == Opcode::Eq) == (*against == 0);
          if (s.isGuard(r.cell))
            (trueWhenZero ? ng : g).insert(to);
          if (s.isNegGuard(r.cell))
            (trueWhenZero ? g : ng).insert(to);
          readCell(r.cell, s);
        } else if (s.wrapped.count(r.cell)) {
          w.insert(to); // an integer cast of the value
        } else {
          // a flag widened (`o as u8`): zero exactly when it is
          if (in.op != Opcode::Trunc && s.isGuard(r.cell))
            g.insert(to);
          if (in.op != Opcode::Trunc && s.isNegGuard(r.cell))
            ng.insert(to);
          readCell(r.cell, s);
        }
      }
      if (in.op == Opcode::Copy && in.args.size() == 1 &&
          in.args[0].kind != Value::Const && in.args[0].place.isLocal() &&
          al.refLocals.count(in.args[0].place.local)) {
        auto it = s.points.find(in.args[0].place.local);
        if (it != s.points.end())
          target = it->second;
      }
    } else if (in.op == Opcode::Ref && in.dest && in.dest->isLocal() &&
               al.refLocals.count(in.dest->local)) {
      follows = true;
      for (const Projection &pr : in.src.projs)
        if (pr.kind == Projection::Index)
          readCell({pr.index}, s);
      Resolved r = resolve(in.src, s);
      if (r.kind == Resolved::Untracked)
        target = Target{};
      else if (r.kind == Resolved::Tracked && !r.partial)
        target = Target{true, r.cell};
      else if (r.kind == Resolved::Tracked)
        readCell(r.cell, s); // into a part it cannot name: unknown after
    }
    if (!follows) {
      readArgs(in, s);
      if (takesSrc(in.op) && in.args.empty())
        read(in.src, s);
      if (in.dest)
        store(*in.dest, s);
      s.normalise();
      return;
    }
    std::optional<Cell> d = store(*in.dest, s);
    if (!d) {
      // into memory the flow does not track: every carried value is read
      if (!w.empty())
        bad = true;
      s.normalise();
      return;
    }
    auto rebase = [&](const std::set<Cell> &from, std::set<Cell> &to) {
      for (const Cell &c : from) {
        Cell n = *d;
        n.insert(n.end(), c.begin() + 1, c.end());
        to.insert(n);
      }
    };
    rebase(w, s.wrapped);
    rebase(g, s.guards);
    rebase(ng, s.negGuards);
    s.normalise();
    if (target && in.dest->isLocal())
      s.points[in.dest->local] = *target;
  }

  /// Runs block `b` from `s`: the states on its out-edges.
  std::vector<std::pair<unsigned, State>> run(const Block &b, State s) {
    for (const Inst &in : b.insts)
      step(in, s);
    const Terminator &t = b.term;
    std::vector<std::pair<unsigned, State>> out;
    auto condCell = [&]() -> std::optional<Cell> {
      if (t.cond.kind == Value::Const)
        return std::nullopt;
      Resolved r = resolve(t.cond.place, s);
      if (r.kind != Resolved::Tracked || r.partial)
        return std::nullopt;
      return r.cell;
    };
    auto edge = [&](unsigned to, bool clean) {
      State e = s;
      if (clean)
        e.clean();
      out.push_back({to, std::move(e)});
    };
    switch (t.kind) {
    case Terminator::Br:
      edge(t.target, false);
      break;
    case Terminator::Switch: {
      if (t.cond.kind != Value::Const)
        read(t.cond.place, s);
      auto c = condCell();
      bool g = c && s.isGuard(*c), ng = c && s.isNegGuard(*c);
      for (auto &[v, to] : t.cases)
        edge(to, (g && v == 0) || (ng && v != 0));
      // a bool: `otherwise` is the other value of one listed case
      bool one = t.cases.size() == 1;
      edge(t.target, (g && one && t.cases[0].first == 1) ||
                         (ng && one && t.cases[0].first == 0));
      break;
    }
    case Terminator::Assert: {
      if (t.cond.kind != Value::Const)
        read(t.cond.place, s);
      for (const Value &v : t.args)
        if (v.kind != Value::Const)
          read(v.place, s);
      auto c = condCell();
      edge(t.target, c && ((!t.expected && s.isGuard(*c)) ||
                           (t.expected && s.isNegGuard(*c))));
      break;
    }
    case Terminator::Return:
      readCell({0}, s); // the caller reads `_0`
      break;
    case Terminator::Panic:
      for (const Value &v : t.args)
        if (v.kind != Value::Const)
          read(v.place, s);
      break;
    case Terminator::Unreachable:
      break;
    }
    return out;
  }
};

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

/// The common case without the flow (every `+` at opt-level 0): `x` is
/// followed in its block `home` by copies and integer casts into locals
/// only, and `home` ends in a test of its flag that ends the thread on an
/// overflow: `assert(!t.1)`, or `switch` on `t.1` (or on a local `home`
/// copied it into last) whose non-zero edge diverges (O3's `unwrap()` of a
/// `checked_*`). No thread goes on past `home` with a wrapped value, and
/// what `home` did with it (copies into thread-private locals) is never
/// seen: every read elsewhere sees the exact value.
bool checkedInPlace(const Function &f, const Block &home, const Inst &x) {
  if (!x.dest || !x.dest->isLocal())
    return false;
  const unsigned t = x.dest->local;
  auto isFlagField = [&](const Value &v) {
    return v.kind != Value::Const && v.place.local == t &&
           v.place.projs.size() == 1 &&
           v.place.projs[0].kind == Projection::Field &&
           v.place.projs[0].index == 1;
  };
  // the local `home` last copied t.1 into (~0u: none)
  unsigned flagCopy = ~0u;
  bool after = false;
  for (const Inst &in : home.insts) {
    if (&in == &x) {
      after = true;
      continue;
    }
    if (!after)
      continue;
    if (!(in.op == Opcode::Copy || isIntCast(in.op)) || !in.dest ||
        !in.dest->isLocal() || in.dest->local == t)
      return false;
    if (in.dest->local == flagCopy)
      flagCopy = ~0u;
    if (in.op == Opcode::Copy && in.args.size() == 1 && isFlagField(in.args[0]))
      flagCopy = in.dest->local;
  }
  const Terminator &term = home.term;
  auto isFlag = [&](const Value &v) {
    return isFlagField(v) || (flagCopy != ~0u && v.kind != Value::Const &&
                              v.place.isLocal() && v.place.local == flagCopy);
  };
  if (term.kind == Terminator::Assert)
    return !term.expected && isFlag(term.cond);
  return term.kind == Terminator::Switch && isFlag(term.cond) &&
         term.cases.size() == 1 && term.cases[0].first == 0 &&
         term.cases[0].second != term.target && diverges(f, term.target);
}

} // namespace

void rsgpu::ir::markFlaggedOverflows(Function &f) {
  std::vector<Inst *> ops;
  for (Block &b : f.blocks)
    for (Inst &in : b.insts)
      if (isOverflowOp(in.op) && !checkedInPlace(f, b, in))
        ops.push_back(&in);
  if (ops.empty() || f.blocks.empty())
    return;
  const Aliasing al = aliasingOf(f);
  for (Inst *op : ops)
    if (!Flow(f, al, *op).exact())
      op->op = flagged(op->op);
}
