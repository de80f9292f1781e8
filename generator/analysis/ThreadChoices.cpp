//===- ThreadChoices.cpp - a local chosen once among invariants -----------===//
//
// ThreadValues' rule for `let s = if flag != 0 { z } else { x };` with
// `flag`, `z` and `x` kernel parameters: the local has two assignments, so
// the plain join makes it grid-uniform (the same for every thread at one
// program point, not over time: a loop counter is). It is invariant when
//   - every assignment is a whole one (no field, element or `&mut` of the
//     local: changedInPlace) and computes an invariant,
//   - no assignment can run twice (none in a loop), none reads the local,
//     and no assignment can run after a read of it: every read comes after
//     the assignments a thread runs and sees the last of them (`let s = if
//     c { z } else { x }`, or O3's `s = z; if c == 0 { s = x }` of
//     ir/ParamLocals),
//   - no assignment lies in a divergent or cluster-divergent block: every
//     thread of the grid runs the same ones in the same order (ThreadValues
//     already demotes an assignment there, which then is no invariant).
// Then the local is one value for every thread at every time, like a
// parameter: `i + s.len()` is the global id shifted by an invariant (S5).
// `&mut` and raw-pointer locals are left to the plain join.
//
//===----------------------------------------------------------------------===//
#include "analysis/ThreadValues.h"

#include <set>
#include <vector>

using namespace rsgpu;
using namespace rsgpu::analysis;

namespace {
bool mentions(const ir::Place &p, unsigned l) {
  if (p.local == l)
    return true;
  for (const ir::Projection &pr : p.projs)
    if (pr.kind == ir::Projection::Index && pr.index == l)
      return true;
  return false;
}
} // namespace

std::set<unsigned> ThreadValues::choiceLocals() const {
  std::set<unsigned> out;
  for (const ir::Local &l : f.locals) {
    unsigned id = l.id;
    if (id == 0 || l.isArg || !l.type || id >= defs.size() ||
        defs[id].size() < 2 || changedInPlace.count(id) || items.count(id))
      continue;
    if ((l.type->kind == ir::Type::Ref || l.type->kind == ir::Type::Ptr) &&
        l.type->isMut)
      continue;
    ir::InstSet mine(defs[id].begin(), defs[id].end());
    // Whether an assignment can run after instruction `from` of block `b`
    // (`from` = the block's size: after its terminator); `again`: only
    // whether `b` itself can run again (a loop).
    auto defAfter = [&](const ir::Block &b, size_t from, bool again = false) {
      for (size_t k = from; !again && k < b.insts.size(); ++k)
        if (mine.count(&b.insts[k]))
          return true;
      std::set<unsigned> seen;
      std::vector<unsigned> work = b.term.successors();
      while (!work.empty()) {
        unsigned s = work.back();
        work.pop_back();
        if (!seen.insert(s).second)
          continue;
        const ir::Block *sb = f.block(s);
        if (!sb)
          continue;
        if (again ? s == b.id : false)
          return true;
        for (const ir::Inst &in : sb->insts)
          if (!again && mine.count(&in))
            return true;
        for (unsigned n : sb->term.successors())
          work.push_back(n);
      }
      return false;
    };
    bool ok = true;
    for (const ir::Block &b : f.blocks) {
      for (size_t k = 0; ok && k < b.insts.size(); ++k) {
        const ir::Inst &in = b.insts[k];
        bool def = mine.count(&in);
        if (def && (!in.dest || !in.dest->isLocal() ||
                    in.op == ir::Opcode::RefMut ||
                    in.op == ir::Opcode::AddrOfMut)) {
          ok = false;
          break;
        }
        // A read: an operand, a borrowed or measured place, a place
        // stored through.
        bool use = in.dest && !in.dest->isLocal() && mentions(*in.dest, id);
        for (const ir::Value &a : in.args)
          use = use || (a.kind != ir::Value::Const && mentions(a.place, id));
        if (in.op == ir::Opcode::Ref || in.op == ir::Opcode::RefMut ||
            in.op == ir::Opcode::AddrOf || in.op == ir::Opcode::AddrOfMut ||
            ((in.op == ir::Opcode::Len || in.op == ir::Opcode::Discriminant) &&
             in.args.empty()))
          use = use || mentions(in.src, id);
        // An assignment that reads the local (`k = k + 1`), one that can
        // run again, or a read some assignment can follow: not one choice.
        if (def && (use || defAfter(b, 0, /*again=*/true)))
          ok = false;
        if (use && defAfter(b, k + 1))
          ok = false;
      }
      bool termUse = b.term.cond.kind != ir::Value::Const &&
                     mentions(b.term.cond.place, id);
      for (const ir::Value &a : b.term.args)
        termUse = termUse || (a.kind != ir::Value::Const && mentions(a.place, id));
      if (ok && termUse && defAfter(b, b.insts.size()))
        ok = false;
      if (!ok)
        break;
    }
    if (ok)
      out.insert(id);
  }
  return out;
}
