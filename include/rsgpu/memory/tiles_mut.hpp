#pragma once
// TilesMut<T, N>: an exclusive row-major matrix cut into N x N tiles, one per
// block of an N x N-thread kernel (Rust: `chunks_exact_mut`), made on the host
// with `rsgpu::tiles_mut<16>(rsgpu::matrix(c.borrow_mut(), m, n))`. launch()
// checks the matrix against its buffer (rsgpu::matrix's check), then, once, on
// the host (Error::InvalidArgument), that the grid covers whole tiles only:
// grid.x * N <= cols, grid.y * N <= rows, grid.z == 1, block N x N. Block
// (bx, by) owns tile (by, bx) and its thread (tx, ty) element
// (by*N + ty, bx*N + tx): mine(t) is that element, unique (S5) and in bounds
// (S6) by construction, with no guard and no check on the device. The kernel
// takes a Thread2DOf<N, N>, so the block shape is in its type too.
//
//   struct Fill {
//     RSGPU_FN void operator()(rsgpu::Thread2DOf<16, 16> t,
//                              rsgpu::TilesMut<float, 16> c) const {
//       c.mine(t) = 1.0f; // every launched thread has its element
//     }
//   };
//   cfg.grid = {n / 16, m / 16};
//   RSGPU_TRY(rsgpu::launch(s, cfg, Fill{},
//       rsgpu::tiles_mut<16>(rsgpu::matrix(c.borrow_mut(), m, n))));
//
// The tiles exist for the grid that was checked, so a TilesMut is not
// DeviceCopy.
#include <cstddef>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "../core/config.hpp"
#include "../core/error.hpp"
#include "../exec/shaped_thread.hpp"
#include "borrow.hpp"
#include "launch_arg.hpp"
#include "matrix.hpp"
#include "slice.hpp"

namespace rsgpu {

template <unsigned N, class L> class TilesMutBorrow;

/// Device view of tiles_mut<N>: each thread of the grid owns one element.
template <class T, unsigned N>
class TilesMut : public detail::LaunchBound<TilesMut<T, N>> {
public:
  RSGPU_FN unsigned cols() const { return cols_; }

  /// Element (by*N + ty, bx*N + tx): the thread's own, in bounds.
  RSGPU_FN ElemRef<T> mine(const ShapedThread<2, N, N> &t) const {
    Dim3 bi = t.block_idx(), ti = t.thread_idx();
    unsigned row = bi.y * N + ti.y, col = bi.x * N + ti.x;
    return ElemRef<T>(data_ + std::size_t(row) * cols_ + col);
  }
  template <int D> RSGPU_FN void mine(const BasicThread<D> &) const {
    static_assert(detail::always_false<BasicThread<D>>,
                  "TilesMut::mine needs a Thread2DOf<N, N> (S5): each thread "
                  "owns one element of its block's N x N tile only if the "
                  "block is N x N");
  }

private:
  template <unsigned, class> friend class TilesMutBorrow;
  TilesMut(T *d, unsigned cols) : data_(d), cols_(cols) {}
  T *data_;
  unsigned cols_;
};

/// An exclusive matrix borrow lent as TilesMut<N>; launch() checks the grid.
template <unsigned N, class L>
class TilesMutBorrow : public detail::OnMatrixBorrow<L> {
  static_assert(L::exclusive, "rsgpu::tiles_mut: an exclusive view (lend "
                              "buf.borrow_mut())");
  using Base = detail::OnMatrixBorrow<L>;
  using Base::m_;
  using typename Base::Elem;

public:
  using device_type = TilesMut<Elem, N>;
  explicit TilesMutBorrow(typename Base::M &&m) : Base(std::move(m)) {}

  Result<void> rsgpu_check_launch(const LaunchConfig &cfg,
                                  std::size_t idx) const {
    RSGPU_TRY(m_.rsgpu_check_launch(cfg, idx));
    const Dim3 g = cfg.grid, b = cfg.block;
    if (1ull * g.x * N > m_.cols() || 1ull * g.y * N > m_.rows() || g.z != 1 ||
        b.x != N || b.y != N || b.z != 1) {
      auto s = [](unsigned v) { return std::to_string(v); };
      return err(ErrorKind::InvalidArgument,
                 "launch argument " + s(unsigned(idx)) + ": rsgpu::tiles_mut<" +
                     s(N) + "> of a " + s(m_.rows()) + " x " + s(m_.cols()) +
                     " matrix has " + s(m_.cols() / N) + " x " +
                     s(m_.rows() / N) + " whole tiles and needs " + s(N) +
                     " x " + s(N) + " blocks; the launch has grid " + s(g.x) +
                     " x " + s(g.y) + " x " + s(g.z) + ", block " + s(b.x) +
                     " x " + s(b.y) + " x " + s(b.z));
    }
    return {};
  }
  device_type rsgpu_to_device() {
    MatrixMut<Elem> m = m_.rsgpu_to_device();
    return device_type(detail::MatrixAccess::data(m), m.cols());
  }
};

/// Lend an exclusive matrix as N x N tiles, one per block:
/// `rsgpu::tiles_mut<16>(rsgpu::matrix(c.borrow_mut(), m, n))`.
template <unsigned N, class L>
[[nodiscard]] TilesMutBorrow<N, L> tiles_mut(MatrixBorrow<L> &&m) {
  static_assert(N > 0 && N * N <= 1024,
                "rsgpu::tiles_mut<N>: an N x N block has 1..1024 threads");
  return TilesMutBorrow<N, L>(std::move(m));
}

namespace detail {
template <unsigned N, class L>
struct LaunchArg<TilesMutBorrow<N, L>> : BorrowGroupArg<TilesMutBorrow<N, L>> {};
} // namespace detail

} // namespace rsgpu
