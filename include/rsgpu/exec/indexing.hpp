#pragma once
// Thread-disjoint indexing of exclusive views (S5), as cheap as the
// hand-written index arithmetic for Thread1D/Thread2D kernels.
//
//   mine(y, t)               element global_linear_id(t), if in range
//   grid_stride(y, t)        elements id, id + grid_size, ... (grid-stride
//   loop) mine_2d(y, t, w, h)      element (x, y) of a row-major w x h matrix
//   per_block(y, b)          element blockIdx (linear) for the block's thread 0
//   mine_tiled<T>(m, t, w, h)        mine_2d for a T x T block
//   for_each_mine_tiled<T, BY>(...)  rows ty + k*BY of column tx of a T x T
//   tile
//
//   struct Scale {
//     RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::SliceMut<float> y)
//     const {
//       for (auto e : rsgpu::grid_stride(y, t)) *e = 2 * *e;
//     }
//   };
#include <cstddef>
#include <type_traits>

#include "../memory/slice.hpp"
#include "detail/assume.hpp"
#include "detail/ops.hpp"
#include "detail/owned.hpp"
#include "thread.hpp"

namespace rsgpu {

/// The element at the thread's grid-wide id; empty past the end.
template <class T, int D>
RSGPU_FN Owned<T> mine(const SliceMut<T> &y, const BasicThread<D> &t) {
  std::size_t i = std::size_t(t.global_linear_id());
  // In bounds whenever it exists: ok is exactly i < len().
  return detail::owned_in_bounds(y, i, i < y.len());
}

template <class T> class GridStrideRange;
template <class T, int D>
RSGPU_FN GridStrideRange<T> grid_stride(const SliceMut<T> &y,
                                        const BasicThread<D> &t);

/// Indices first, first + step, ... below n: disjoint across threads because
/// first is unique per thread and step is the number of threads. Made only by
/// `grid_stride(y, t)` (a public constructor let any code pick `first` and
/// `step`, and so any element: red team 29).
template <class T> class GridStrideRange {
public:
  class iterator {
  public:
    RSGPU_FN Owned<T> operator*() const {
      return detail::owned_at(*s_, i_, true);
    }
    RSGPU_FN iterator &operator++() {
      i_ += step_;
      return *this;
    }
    RSGPU_FN bool operator!=(const iterator &o) const { return i_ < o.i_; }

  private:
    friend class GridStrideRange;
    RSGPU_FN iterator(const SliceMut<T> *s, std::size_t i, std::size_t step)
        : s_(s), i_(i), step_(step) {}
    const SliceMut<T> *s_;
    std::size_t i_, step_;
  };
  RSGPU_FN iterator begin() const { return iterator(&s_, first_, step_); }
  RSGPU_FN iterator end() const { return iterator(&s_, s_.len(), step_); }

private:
  template <class U, int D>
  friend RSGPU_FN GridStrideRange<U> grid_stride(const SliceMut<U> &y,
                                                 const BasicThread<D> &t);
  RSGPU_FN GridStrideRange(SliceMut<T> s, std::size_t first, std::size_t step)
      : s_(s), first_(first), step_(step) {}
  SliceMut<T> s_;
  std::size_t first_, step_;
};

/// This thread's elements of a grid-stride loop over the whole view.
template <class T, int D>
RSGPU_FN GridStrideRange<T> grid_stride(const SliceMut<T> &y,
                                        const BasicThread<D> &t) {
  return GridStrideRange<T>(y, std::size_t(t.global_linear_id()),
                            std::size_t(t.grid_size()));
}

/// Element (x, y) = global_idx() of a row-major matrix of `width` columns and
/// `height` rows stored in `m`; empty outside the matrix. Unique per thread:
/// (x, y) is, and x < width. A matrix larger than `m` panics (checked
/// builds) at the caller's line for a thread past m's end.
template <class T, int D>
RSGPU_FN Owned<T> mine_2d(const SliceMut<T> &m, const BasicThread<D> &t,
                          unsigned width, unsigned height,
                          const char *file = __builtin_FILE(),
                          unsigned line = __builtin_LINE()) {
  static_assert(D == 2, "mine_2d needs a Thread2D kernel");
  Dim3 g = t.global_idx();
  bool ok = g.x < width && g.y < height;
  return detail::owned_at(m, std::size_t(g.y) * width + g.x, ok, file, line);
}

/// One element per block, owned by the block's thread 0: element
/// b.linear_idx() of `y` (a per-block result).
template <class T, int D>
RSGPU_FN Owned<T> per_block(const SliceMut<T> &y, const BasicBlock<D> &b) {
  std::size_t i = std::size_t(b.linear_idx());
  // ok includes i < len(): in bounds whenever it exists.
  return detail::owned_in_bounds(y, i, b.thread_rank() == 0 && i < y.len());
}

/// For a T x T block over a matrix cut into T x T tiles: element
/// (by*T + ty, bx*T + tx) of the row-major width x height matrix in `m`, if
/// inside — mine_2d with the block extent known at compile time (checked in
/// checked builds).
template <unsigned T, class E>
RSGPU_FN Owned<E> mine_tiled(const SliceMut<E> &m, const Thread2D &t,
                             unsigned width, unsigned height,
                             const char *file = __builtin_FILE(),
                             unsigned line = __builtin_LINE()) {
  Dim3 bd = t.block_dim(), bi = t.block_idx(), ti = t.thread_idx();
#if RSGPU_SHAPE_CHECKS // S5, not a bounds check
  if (RSGPU_UNLIKELY(bd.x != T || bd.y != T))
    detail::cold_panic("mine_tiled: the block is not {} x {}", file, line, T,
                       T);
  detail::assume_thread_in_block<T, T>(ti.x, ti.y); // shape just checked
#else
  (void)bd, (void)file, (void)line;
#endif
  unsigned row = bi.y * T + ti.y, col = bi.x * T + ti.x;
  return detail::owned_at(m, std::size_t(row) * width + col,
                          row < height && col < width, file, line);
}

/// Tile order for for_each_mine_tiled: block (bx, by) owns matrix tile
/// (row by, col bx), or (row bx, col by) when Transposed (a transpose's
/// output).
enum class TileOrder { Natural, Transposed };

namespace detail {
/// The walk both for_each_mine_tiled overloads share: checks the block shape
/// (T x BY) once, after which nvcc may assume threadIdx < (T, BY) and fold
/// tile-local index checks; then calls g(row, col, tile_row, tile_col) for the
/// thread's elements of its block's T x T tile that lie inside rows x cols.
template <unsigned T, unsigned BY, class G>
RSGPU_FN void for_each_tile_place(const Thread2D &t, unsigned rows,
                                  unsigned cols, TileOrder order,
                                  const char *file, unsigned line, G &&g) {
  static_assert(T % BY == 0, "the block's rows must tile T evenly");
  Dim3 bi = t.block_idx(), ti = t.thread_idx();
#if RSGPU_SHAPE_CHECKS // S5, not a bounds check
  Dim3 bd = t.block_dim();
  if (RSGPU_UNLIKELY(bd.x != T || bd.y != BY))
    cold_panic("for_each_mine_tiled: the block is not {} x {}", file, line, T,
               BY);
  assume_thread_in_block<T, BY>(ti.x, ti.y); // shape just checked
#else
  (void)file, (void)line;
#endif
  bool tr = order == TileOrder::Transposed;
  unsigned row0 = (tr ? bi.x : bi.y) * T, col = (tr ? bi.y : bi.x) * T + ti.x;
  RSGPU_UNROLL
  for (unsigned j = 0; j < T; j += BY) {
    unsigned row = row0 + ti.y + j;
    if (row < rows && col < cols)
      g(row, col, ti.y + j, ti.x);
  }
}
} // namespace detail

/// For a T x T tile per block and a T x BY block (each thread covers rows
/// ty, ty + BY, ... of column tx of its block's tile): calls f(row, col,
/// ElemRef) for the thread's elements of the row-major width x height matrix
/// in `m` that lie inside it. Blocks own distinct tiles and threads distinct
/// (row, col) within them, so the writes are thread-disjoint; the block shape
/// is checked in checked builds.
///
/// f may also take (row, col, tile_row, tile_col, ElemRef): the element's
/// place in the block's T x T tile (row - tile's first row, col - its first
/// column, i.e. (ty + k*BY, tx)). Reading a shared tile at those is what a
/// transpose does; passing them (rather than recomputing row - x0) lets the
/// checked shape bound tile_row < T, tile_col < T fold the tile read's check.
template <unsigned T, unsigned BY, class E, class F>
RSGPU_FN void for_each_mine_tiled(const SliceMut<E> &m, const Thread2D &t,
                                  unsigned width, unsigned height,
                                  TileOrder order, F &&f,
                                  const char *file = __builtin_FILE(),
                                  unsigned line = __builtin_LINE()) {
  detail::for_each_tile_place<T, BY>(
      t, height, width, order, file, line,
      [&](unsigned row, unsigned col, unsigned tile_row, unsigned tile_col) {
        ElemRef<E> e = m.unsafe_at(std::size_t(row) * width + col);
        if constexpr (std::is_invocable_v<F &, unsigned, unsigned, unsigned,
                                          unsigned, ElemRef<E>>)
          f(row, col, tile_row, tile_col, e);
        else
          f(row, col, e);
      });
}

} // namespace rsgpu
