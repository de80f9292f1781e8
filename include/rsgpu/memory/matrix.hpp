#pragma once
// Matrix<const T> / MatrixMut<T>: a row-major rows x cols view of a borrowed
// buffer, made on the host with `rsgpu::matrix(buf.borrow(), rows, cols)`
// (or borrow_mut()). launch() checks rows * cols <= the borrow's length once,
// on the host (Error::InvalidArgument), so an element inside the extents is
// inside the buffer: the device compares (r, c) with (rows, cols) — the
// comparison a hand-written kernel makes anyway — and never with the length.
//
// - Matrix: m(r, c) panics outside the extents (S6); m.get(r, c) is an
//   OptionRef, empty outside (Rust's get): a guarded read with no panic path.
// - MatrixMut: thread-disjoint writes only (S5): mine(t) is element
//   (global y, global x) of a Thread2D; for_each_mine_tiled / mine_tiled
//   (exec/indexing.hpp's, with the extents taken from the view).
//
//   struct Transpose {
//     RSGPU_FN void operator()(rsgpu::Thread2D t, rsgpu::Matrix<const float>
//     in,
//                              rsgpu::MatrixMut<float> out) const {
//       Dim3 g = t.global_idx();                          // (col, row) of out
//       if (auto e = out.mine(t))                          // g.y < out.rows()
//       ...
//         if (auto v = in.get(g.x, g.y)) *e = *v;
//     }
//   };
//   RSGPU_TRY(rsgpu::launch(s, cfg, Transpose{}, rsgpu::matrix(in.borrow(), h,
//   w),
//                           rsgpu::matrix(out.borrow_mut(), w, h)));
#include <cstddef>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "../core/config.hpp"
#include "../core/device_copy.hpp"
#include "../core/error.hpp"
#include "../backend/trace.hpp"
#include "../exec/detail/assume.hpp"
#include "../backend/panic.hpp"
#include "../exec/detail/ops.hpp"
#include "../exec/detail/option.hpp"
#include "../exec/indexing.hpp"
#include "../exec/shared.hpp"
#include "../exec/thread.hpp"
#include "borrow.hpp"
#include "launch_arg.hpp"
#include "slice.hpp"

namespace rsgpu {

template <class L> class MatrixBorrow;
namespace detail {
struct MatrixAccess;
/// Element (r, c) of a rows x cols matrix exists, else panic (S6).
RSGPU_FN void check_extents(unsigned r, unsigned c, unsigned rows,
                            unsigned cols, const char *file, unsigned line) {
#if RSGPU_BOUNDS_CHECKS
  if (RSGPU_UNLIKELY(r >= rows || c >= cols))
    cold_panic("matrix index ({}, {}) is outside the matrix", file, line, r, c);
#else
  (void)r, (void)c, (void)rows, (void)cols, (void)file, (void)line;
#endif
}
} // namespace detail

/// Shared row-major matrix view: any element, bounds-checked against its
/// extents (which launch() checked against the buffer).
template <class T> class Matrix : public detail::LaunchBound<Matrix<T>> {
  static_assert(detail::check_storable<std::remove_const_t<T>>::value);
  static_assert(std::is_const_v<T>, "Matrix<const T> is the shared view; "
                                    "MatrixMut<T> the exclusive one");

public:
  using value_type = std::remove_const_t<T>;
  RSGPU_FN unsigned rows() const { return rows_; }
  RSGPU_FN unsigned cols() const { return cols_; }

  /// Element (r, c); panics outside the extents (S6).
  RSGPU_FN T &operator()(unsigned r, unsigned c,
                         const char *file = __builtin_FILE(),
                         unsigned line = __builtin_LINE()) const {
    detail::check_extents(r, c, rows_, cols_, file, line);
    T *p = data_ + std::size_t(r) * cols_ + c;
    detail::trace(p, sizeof(T), detail::AccessKind::Read);
    return *p;
  }
  /// Element (r, c) if inside the extents (Rust: get): no panic path. Its
  /// address is formed only on access (an eager one stopped nvcc from
  /// sharing the address arithmetic of the caller's guarded stores:
  /// Transpose 123 -> 143 PTX instructions).
  class Entry : public detail::LaunchBound<Entry> {
  public:
    RSGPU_FN explicit operator bool() const { return ok_; }
    RSGPU_FN bool is_some() const { return ok_; }
    RSGPU_FN T &operator*() const {
      T *p = d_ + std::size_t(r_) * cols_ + c_;
      detail::trace(p, sizeof(T), detail::AccessKind::Read);
      return *p;
    }
    RSGPU_FN Entry(T *d, unsigned cols, unsigned r, unsigned c, bool ok)
        : d_(d), cols_(cols), r_(r), c_(c), ok_(ok) {}

  private:
    T *d_;
    unsigned cols_, r_, c_;
    bool ok_;
  };
  RSGPU_FN Entry get(unsigned r, unsigned c) const {
    return Entry(data_, cols_, r, c, r < rows_ && c < cols_);
  }

private:
  template <class> friend class MatrixBorrow;
  friend struct detail::MatrixAccess;
  Matrix(T *d, unsigned r, unsigned c) : data_(d), rows_(r), cols_(c) {}
  T *data_;
  unsigned rows_, cols_;
};

/// Exclusive row-major matrix view: each thread writes only its own
/// elements (S5).
template <class T> class MatrixMut : public detail::LaunchBound<MatrixMut<T>> {
  static_assert(detail::check_storable<T>::value);
  static_assert(!std::is_const_v<T>, "MatrixMut<const T>: use Matrix");

public:
  using value_type = T;
  RSGPU_FN unsigned rows() const { return rows_; }
  RSGPU_FN unsigned cols() const { return cols_; }

  /// Element (y, x) = t.global_idx() of a 2-D kernel; empty outside. Unique
  /// per thread, in bounds whenever it exists (y < rows, x < cols).
  RSGPU_FN Owned<T> mine(const BasicThread<2> &t) const {
    Dim3 g = t.global_idx();
    return Owned<T>(data_, std::size_t(g.y) * cols_ + g.x,
                    g.y < rows_ && g.x < cols_);
  }
  /// Element (r, c) for a proof the caller keeps (Rust: unsafe): r, c are
  /// unique per thread. In bounds is still checked (S6).
  RSGPU_FN ElemRef<T> unsafe_at(unsigned r, unsigned c,
                                const char *file = __builtin_FILE(),
                                unsigned line = __builtin_LINE()) const {
    detail::check_extents(r, c, rows_, cols_, file, line);
    return ElemRef<T>(data_ + std::size_t(r) * cols_ + c);
  }

private:
  template <class> friend class MatrixBorrow;
  friend struct detail::MatrixAccess;
  MatrixMut(T *d, unsigned r, unsigned c) : data_(d), rows_(r), cols_(c) {}
  T *data_;
  unsigned rows_, cols_;
};

namespace detail {
struct MatrixAccess {
  /// The first element, for views built on a checked Matrix (bands.hpp).
  template <class T> static T *data(const Matrix<T> &m) { return m.data_; }
  template <class T> static T *data(const MatrixMut<T> &m) { return m.data_; }
  /// Element (r, c) the caller proved inside the extents (and unique).
  template <class T>
  RSGPU_FN static ElemRef<T> at(const MatrixMut<T> &m, unsigned r, unsigned c) {
    return ElemRef<T>(m.data_ + std::size_t(r) * m.cols_ + c);
  }
  template <class T>
  RSGPU_FN static Owned<T> owned(const MatrixMut<T> &m, unsigned r, unsigned c,
                                 bool ok) {
    return Owned<T>(m.data_, std::size_t(r) * m.cols_ + c, ok);
  }
};
} // namespace detail

/// mine_tiled over a MatrixMut: element (by*T + ty, bx*T + tx), if inside.
/// No bounds check: inside the extents is inside the buffer.
template <unsigned T, class E>
RSGPU_FN Owned<E> mine_tiled(const MatrixMut<E> &m, const Thread2D &t,
                             const char *file = __builtin_FILE(),
                             unsigned line = __builtin_LINE()) {
  Dim3 bd = t.block_dim(), bi = t.block_idx(), ti = t.thread_idx();
#if RSGPU_BOUNDS_CHECKS
  // Uniqueness needs a T x T block (folds for a Thread2DOf<T, T>).
  if (RSGPU_UNLIKELY(bd.x != T || bd.y != T))
    detail::cold_panic("mine_tiled: the block is not {} x {}", file, line, T,
                       T);
#else
  (void)bd, (void)file, (void)line;
#endif
  unsigned row = bi.y * T + ti.y, col = bi.x * T + ti.x;
  return detail::MatrixAccess::owned(m, row, col,
                                     row < m.rows() && col < m.cols());
}

/// for_each_mine_tiled over a MatrixMut (see exec/indexing.hpp): the
/// thread's elements of its block's T x T tile that lie inside the matrix.
/// The tile-local place comes as TileIdx<T> values (below T: the block shape
/// is checked first), so a SharedTile read at them has no check to fold.
template <unsigned T, unsigned BY, class E, class F>
RSGPU_FN void for_each_mine_tiled(const MatrixMut<E> &m, const Thread2D &t,
                                  TileOrder order, F &&f,
                                  const char *file = __builtin_FILE(),
                                  unsigned line = __builtin_LINE()) {
  detail::for_each_tile_place<T, BY>(
      t, m.rows(), m.cols(), order, file, line,
      [&](unsigned row, unsigned col, unsigned tile_row, unsigned tile_col) {
        auto e = detail::MatrixAccess::at(m, row, col);
        if constexpr (std::is_invocable_v<F &, unsigned, unsigned, TileIdx<T>,
                                          TileIdx<T>, ElemRef<E>>)
          f(row, col, detail::TileIdxAccess::make<T>(tile_row),
            detail::TileIdxAccess::make<T>(tile_col), e);
        else
          f(row, col, e);
      });
}

/// A borrow lent as a matrix; launch() checks the extents against it.
template <class L> class MatrixBorrow {
  static_assert(detail::is_borrow<L>::value,
                "rsgpu::matrix(borrow, rows, cols): lend buf.borrow() or "
                "buf.borrow_mut()");
  using View = detail::device_arg_t<L>;
  using Elem = typename View::value_type;

public:
  using device_type =
      std::conditional_t<L::exclusive, MatrixMut<Elem>, Matrix<const Elem>>;
  MatrixBorrow(L &&l, unsigned rows, unsigned cols)
      : l_(std::move(l)), rows_(rows), cols_(cols) {}
  unsigned rows() const { return rows_; }
  unsigned cols() const { return cols_; }

  // For launch().
  Result<void> rsgpu_collect(std::size_t idx,
                             std::vector<detail::PendingBorrow> &out) {
    return detail::collect(l_, idx, out);
  }
  Result<void> rsgpu_check_launch(const LaunchConfig &, std::size_t idx) const {
    if (1ull * rows_ * cols_ > l_.len())
      return err(
          ErrorKind::InvalidArgument,
          "launch argument " + std::to_string(idx) + ": rsgpu::matrix of " +
              std::to_string(rows_) + " x " + std::to_string(cols_) +
              " needs " + std::to_string(1ull * rows_ * cols_) +
              " elements, but the borrow has " + std::to_string(l_.len()));
    return {};
  }
  device_type rsgpu_to_device() {
    View v = detail::to_device(l_);
    return device_type(detail::ViewFactory::data(v), rows_, cols_);
  }

private:
  L l_;
  unsigned rows_, cols_;
};

namespace detail {
/// The part of a view made from a matrix borrow (row_bands, tiles_mut) that
/// is the matrix's: its borrow, collected as rsgpu::matrix's is, and its
/// check against the buffer, which the view's own check calls first.
template <class L> class OnMatrixBorrow {
protected:
  using M = MatrixBorrow<L>;
  using Elem = typename M::device_type::value_type;
  explicit OnMatrixBorrow(M &&m) : m_(std::move(m)) {}
  M m_;

public:
  // For launch().
  Result<void> rsgpu_collect(std::size_t idx, std::vector<PendingBorrow> &out) {
    return m_.rsgpu_collect(idx, out);
  }
};
} // namespace detail

/// Lend a buffer as a row-major rows x cols matrix:
/// `rsgpu::matrix(a.borrow(), n, n)`, `rsgpu::matrix(c.borrow_mut(), n, n)`.
template <class L>
[[nodiscard]] MatrixBorrow<std::decay_t<L>> matrix(L &&borrow, unsigned rows,
                                                  unsigned cols) {
  static_assert(!std::is_lvalue_reference_v<L>,
                "rsgpu::matrix: pass the borrow as an rvalue (buf.borrow() or "
                "std::move(borrow)): the kernel consumes it");
  return MatrixBorrow<std::decay_t<L>>(std::move(borrow), rows, cols);
}

namespace detail {
template <class L>
struct LaunchArg<MatrixBorrow<L>> : BorrowGroupArg<MatrixBorrow<L>> {};
} // namespace detail

} // namespace rsgpu
