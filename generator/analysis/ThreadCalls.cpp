//===- ThreadCalls.cpp - what device functions return, for their callers ---===//
//
// Part of ThreadValues (ThreadValues.h). A call to a device function of the
// module is a thread-dependent value unless its summary says otherwise:
//   always    its return value is uniform with every argument taken as
//             thread-dependent (`fn leader_block() -> bool { cluster_rank()
//             == 0 }`, `fn warps() -> u32 { block_dim_x() / 32 }`): per
//             block, or per grid when it is grid-uniform;
//   withArgs  uniform when its arguments are, all of them scalars (integers,
//             floats, bools, chars: no reference whose memory another
//             thread could change) (`fn warp_of(t: u32) -> u32 { t / 32 }`
//             called with a uniform value).
// Summaries grow from none (every call varying) to a fixpoint, each round
// analysing every device function with the previous round's summaries: a
// summary is only ever added on the strength of sound ones, and a cycle
// (recursion) keeps its calls varying.
//
//===----------------------------------------------------------------------===//
#include "analysis/ThreadValues.h"

using namespace rsgpu;
using namespace rsgpu::analysis;

CallSummaries CallSummaries::of(const ir::Module &m) {
  CallSummaries s;
  auto kind = [](const AbsVal &v) {
    return v.isGridUniform() ? Grid : Block;
  };
  for (size_t round = 0; round <= m.functions.size(); ++round) {
    bool changed = false;
    for (const ir::Function &f : m.functions) {
      if (f.isKernel || f.locals.empty() || !f.returnType ||
          f.returnType->kind == ir::Type::Unit || s.always.count(f.name))
        continue;
      ThreadValues any(f, /*argsVarying=*/true, nullptr, {},
                       ThreadValues::Level::Block, &s);
      if (any.value(0).isBlockUniform()) {
        s.always[f.name] = kind(any.value(0));
        s.withArgs.erase(f.name);
        changed = true;
        continue;
      }
      bool scalars = true;
      for (const ir::Local &l : f.locals)
        scalars = scalars && (!l.isArg || (l.type && l.type->isScalar()));
      if (!scalars || s.withArgs.count(f.name))
        continue;
      ThreadValues same(f, /*argsVarying=*/false, nullptr, {},
                        ThreadValues::Level::Block, &s);
      if (same.value(0).isBlockUniform()) {
        s.withArgs[f.name] = kind(same.value(0));
        changed = true;
      }
    }
    if (!changed)
      break;
  }
  return s;
}
