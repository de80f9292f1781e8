//===- SliceParts.h - parts of a `&mut [T]` parameter (S5) -----*- C++ -*-===//
//
// Rust splits a `&mut [T]` into disjoint parts: `chunks_mut(w).nth(t)`,
// `&mut y[a..b]`, `y.get_mut(a..b)`. Taken from a kernel's `&mut` parameter,
// a part is the thread's own when no other thread's part overlaps it: the
// S5 pass (WriteUniqueness.cpp) proves the part's start like an element
// index, with a key naming the part's shape, and leaves everything done
// through the part afterwards to the thread. These helpers read the shape
// of a part off the IR; the proof stays in WriteUniqueness.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_ANALYSIS_SLICEPARTS_H
#define RSGPU_ANALYSIS_SLICEPARTS_H

#include "ir/IR.h"
#include <cstdint>
#include <optional>
#include <string>

namespace rsgpu::analysis {

/// What a call on a `&mut` slice parameter (its argument 0) makes of it.
struct SlicePart {
  enum Kind {
    NotAPart, ///< not a slice-part call
    Whole,    ///< every thread walks or writes all of it: `iter_mut`,
              ///< `fill`, `copy_from_slice`, `chunks_mut` walked by `next`
    Range,    ///< `&mut y[start..start + len]`, `get_mut(start..start + len)`
    Chunk,    ///< `chunks_mut(width).nth(start)`: the iterator used once
    Swap,     ///< `y.swap(a, b)`: two element writes
  };
  Kind kind = NotAPart;
  ir::Value start, end; ///< Range: the bounds; Chunk: start = the chunk
                        ///< number; Swap: the two indices
  /// Range: `end - start` when the IR shows it constant (`i..i + 2`).
  std::optional<uint64_t> len;
  bool endKnown = true; ///< Range: `end` is set (else `start + len`)
  ir::Value width;  ///< Chunk: the chunk size
  std::string what; ///< the Rust spelling, for diagnostics
};

/// The part `in` makes of its argument 0, a `&mut` slice parameter.
SlicePart slicePartOf(const ir::Function &f, const ir::Inst &in);

/// What rustc's O3 code makes of a raw pointer to a `&mut` slice parameter
/// (`cast`: a pointer cast of `&raw mut *y`): a subslice `*mut [T] from
/// (Offset(p, a), len)` whose pointers nothing else uses (Range), the
/// `IterMut { ptr, end_or_len }` of `iter_mut()` (Whole), else NotAPart.
SlicePart rawPartOf(const ir::Function &f, const ir::Inst &cast);

} // namespace rsgpu::analysis

#endif
