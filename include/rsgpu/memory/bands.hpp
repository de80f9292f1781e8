#pragma once
// RowBands<const T, N> / ColBands<const T, N>: a row-major matrix cut into
// bands of N rows (or N columns), one per block row (column) of the grid, each
// walked as its whole N x N tiles (Rust: `chunks_exact(N)`; a partial last
// tile is not visited). Made on the host from a matrix view:
// `rsgpu::row_bands<16>(rsgpu::matrix(a.borrow(), m, k))`. launch() checks
// the matrix against its buffer (rsgpu::matrix's check) and then, once, on
// the host (Error::InvalidArgument): row bands need grid.y * N <= rows (block
// row by's band, rows [by*N, by*N + N), exists), column bands grid.x * N <=
// cols, and both rows * cols < 2^32 (tiles index in 32 bits, as a
// hand-written kernel does). Every element of a block's tiles is then in
// bounds by construction; a tile read at TileIdx<N> coordinates (from
// SharedTile::copy_from) has no check at all, one at unsigned coordinates is
// checked against N (S6).
//
// A GEMM zips the two on the host, so the tile count min(a.cols, b.rows) / N
// is computed once, not in every thread:
//
//   struct MatMul { // C = A * B, 16 x 16 tiles
//     RSGPU_FN void operator()(
//         rsgpu::Thread2DOf<16, 16> t,
//         rsgpu::Zip<rsgpu::RowBands<const float, 16>,
//                    rsgpu::ColBands<const float, 16>> ab,
//         rsgpu::TilesMut<float, 16> c) const {  // memory/tiles_mut.hpp
//       auto blk = t.block();
//       ...
//       for (auto [ta, tb] : ab.band(blk)) { // block (bx, by): along k
//         as.copy_from<16, 16>(blk, ta);     // each thread its own slot
//         bs.copy_from<16, 16>(blk, tb);
//         ...
//       }
//     }
//   };
//   RSGPU_TRY(rsgpu::launch(s, cfg, MatMul{},
//       rsgpu::zip(rsgpu::row_bands<16>(rsgpu::matrix(a.borrow(), m, k)),
//                  rsgpu::col_bands<16>(rsgpu::matrix(b.borrow(), k, n))),
//       rsgpu::tiles_mut<16>(rsgpu::matrix(c.borrow_mut(), m, n))));
//
// Passed separately, each band view is walked on its own (`for (auto ta :
// a.band(blk))`) or zipped on the device (`a.band(blk).zip(b.band(blk))`).
// The bands exist only for the grid that was checked, so neither they nor
// their zip are DeviceCopy (as PerBlock is not).
#include <cstddef>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "../core/config.hpp"
#include "../core/error.hpp"
#include "../backend/trace.hpp"
#include "../exec/shared.hpp"
#include "../exec/thread.hpp"
#include "borrow.hpp"
#include "launch_arg.hpp"
#include "matrix.hpp"
#include "zip.hpp"

namespace rsgpu {

template <class T, unsigned N> class TileBand;
template <bool Rows, unsigned N, class L> class BandsBorrow;
template <unsigned N, class LA, class LB> class ZipBandsBorrow;

/// An N x N tile of a matrix in global memory (a shared view), inside the
/// matrix by construction.
template <class T, unsigned N>
class MatrixTile : public detail::LaunchBound<MatrixTile<T, N>> {
  static_assert(std::is_const_v<T>, "MatrixTile<const T, N>: a shared view");

public:
  /// Element (r, c) at indices whose bounds are in their types: no check.
  template <unsigned A, unsigned B>
  RSGPU_FN T &operator()(TileIdx<A> r, TileIdx<B> c) const {
    static_assert(A <= N && B <= N, "MatrixTile: TileIdx bounds exceed N");
    return at(unsigned(r), unsigned(c));
  }
  /// Element (r, c); panics outside the N x N tile (S6).
  RSGPU_FN T &operator()(unsigned r, unsigned c,
                         const char *file = __builtin_FILE(),
                         unsigned line = __builtin_LINE()) const {
    detail::check_extents(r, c, N, N, file, line);
    return at(r, c);
  }

private:
  template <class, unsigned> friend class TileBand;
  RSGPU_FN MatrixTile(T *d, unsigned row0, unsigned col0, unsigned cols)
      : d_(d), row0_(row0), col0_(col0), cols_(cols) {}
  RSGPU_FN T &at(unsigned r, unsigned c) const {
    // In 32 bits, as a hand-written kernel indexes: the element's index is
    // below rows * cols, which launch() checked is below 2^32 (a 64-bit
    // index cost MatMul 5 PTX instructions).
    T *p = d_ + ((row0_ + r) * cols_ + col0_ + c);
    detail::trace(p, sizeof(T), detail::AccessKind::Read);
    return *p;
  }
  T *d_; // the matrix's (0, 0)
  unsigned row0_, col0_, cols_;
};

/// One block's band: len() whole N x N tiles in order (along the columns of a
/// row band, down the rows of a column band), iterable (Rust: the band's
/// `chunks_exact(N)`; a partial last tile is not visited).
template <class T, unsigned N>
class TileBand : public detail::LaunchBound<TileBand<T, N>> {
public:
  using tile_type = MatrixTile<T, N>;
  RSGPU_FN unsigned len() const { return len_; }

  class iterator {
  public:
    RSGPU_FN tile_type operator*() const {
      return tile_type(b_->d_, b_->row0_ + i_ * b_->drow_,
                       b_->col0_ + i_ * b_->dcol_, b_->cols_);
    }
    RSGPU_FN iterator &operator++() {
      ++i_;
      return *this;
    }
    RSGPU_FN bool operator!=(const iterator &o) const { return i_ != o.i_; }
    RSGPU_FN iterator(const TileBand *b, unsigned i) : b_(b), i_(i) {}

  private:
    const TileBand *b_;
    unsigned i_;
  };
  using tile_iterator = iterator;
  RSGPU_FN iterator begin() const { return iterator(this, 0); }
  RSGPU_FN iterator end() const { return iterator(this, len_); }

  /// Two bands walked in step, as many tiles as the shorter has (Rust:
  /// `a.zip(b)`): yields Pair<MatrixTile, MatrixTile>, `auto [ta, tb] = ..`.
  template <class U> class ZipIter {
  public:
    using value_type = detail::Pair<tile_type, MatrixTile<U, N>>;
    class iterator {
    public:
      RSGPU_FN value_type operator*() const { return {*a_, *b_}; }
      RSGPU_FN iterator &operator++() {
        ++a_, ++b_;
        return *this;
      }
      RSGPU_FN bool operator!=(const iterator &o) const { return a_ != o.a_; }
      RSGPU_FN iterator(typename TileBand<T, N>::tile_iterator a,
                        typename TileBand<U, N>::tile_iterator b)
          : a_(a), b_(b) {}

    private:
      typename TileBand<T, N>::tile_iterator a_;
      typename TileBand<U, N>::tile_iterator b_;
    };
    RSGPU_FN iterator begin() const { return iterator(a_.begin(), b_.begin()); }
    RSGPU_FN iterator end() const { return iterator(a_.end(), b_.end()); }
    RSGPU_FN unsigned len() const { return a_.len(); }
    RSGPU_FN ZipIter(TileBand a, TileBand<U, N> b) : a_(a), b_(b) {
      a_.len_ = b_.len_ = a.len_ < b.len_ ? a.len_ : b.len_;
    }

  private:
    TileBand a_;
    TileBand<U, N> b_;
  };
  template <class U> RSGPU_FN ZipIter<U> zip(const TileBand<U, N> &b) const {
    return ZipIter<U>(*this, b);
  }

private:
  template <class, unsigned> friend class TileBand;
  template <class, unsigned> friend class RowBands;
  template <class, unsigned> friend class ColBands;
  template <class, class> friend class Zip;
  RSGPU_FN TileBand(T *d, unsigned row0, unsigned col0, unsigned drow,
                    unsigned dcol, unsigned cols, unsigned len)
      : d_(d), row0_(row0), col0_(col0), drow_(drow), dcol_(dcol), cols_(cols),
        len_(len) {}
  T *d_;                 // the matrix's (0, 0)
  unsigned row0_, col0_; // the first tile's first row and column
  unsigned drow_, dcol_; // from one tile to the next: (0, N) or (N, 0)
  unsigned cols_, len_;
};

/// Device view of row_bands<N>: band(b) is rows [by*N, by*N + N) of the
/// matrix, by = b.block_idx().y, as its cols / N tiles left to right.
template <class T, unsigned N>
class RowBands : public detail::LaunchBound<RowBands<T, N>> {
public:
  RSGPU_FN unsigned cols() const { return cols_; }
  template <int D> RSGPU_FN TileBand<T, N> band(const BasicBlock<D> &b) const {
    return TileBand<T, N>(data_, b.idx().y * N, 0, 0, N, cols_, cols_ / N);
  }

private:
  template <bool, unsigned, class> friend class BandsBorrow;
  template <class, class> friend class Zip;
  RowBands(const Matrix<T> &m)
      : data_(detail::MatrixAccess::data(m)), cols_(m.cols()) {}
  T *data_;
  unsigned cols_;
};

/// Device view of col_bands<N>: band(b) is columns [bx*N, bx*N + N) of the
/// matrix, bx = b.block_idx().x, as its rows / N tiles top to bottom.
template <class T, unsigned N>
class ColBands : public detail::LaunchBound<ColBands<T, N>> {
public:
  RSGPU_FN unsigned rows() const { return rows_; }
  RSGPU_FN unsigned cols() const { return cols_; }
  template <int D> RSGPU_FN TileBand<T, N> band(const BasicBlock<D> &b) const {
    return TileBand<T, N>(data_, 0, b.idx().x * N, N, 0, cols_, rows_ / N);
  }

private:
  template <bool, unsigned, class> friend class BandsBorrow;
  template <class, class> friend class Zip;
  ColBands(const Matrix<T> &m)
      : data_(detail::MatrixAccess::data(m)), rows_(m.rows()), cols_(m.cols()) {
  }
  T *data_;
  unsigned rows_, cols_;
};

/// A matrix borrow lent as row (Rows) or column bands of N; launch() checks
/// the matrix, then the grid against the bands.
template <bool Rows, unsigned N, class L>
class BandsBorrow : public detail::OnMatrixBorrow<L> {
  static_assert(!L::exclusive, "rsgpu::row_bands / col_bands: a shared view "
                               "(lend buf.borrow(), not borrow_mut())");
  using Base = detail::OnMatrixBorrow<L>;
  using Base::m_;
  using typename Base::Elem;

public:
  using device_type = std::conditional_t<Rows, RowBands<const Elem, N>,
                                         ColBands<const Elem, N>>;
  explicit BandsBorrow(typename Base::M &&m) : Base(std::move(m)) {}

  Result<void> rsgpu_check_launch(const LaunchConfig &cfg,
                                  std::size_t idx) const {
    RSGPU_TRY(m_.rsgpu_check_launch(cfg, idx));
    unsigned rows = m_.rows(), cols = m_.cols();
    if (1ull * rows * cols > 0xffffffffull)
      return err(ErrorKind::InvalidArgument,
                 "launch argument " + std::to_string(idx) +
                     ": rsgpu::" + (Rows ? "row_bands" : "col_bands") +
                     " index in 32 bits; a " + std::to_string(rows) + " x " +
                     std::to_string(cols) +
                     " matrix has 2^32 elements or more");
    unsigned blocks = Rows ? cfg.grid.y : cfg.grid.x;
    unsigned extent = Rows ? rows : cols;
    if (1ull * blocks * N > extent)
      return err(ErrorKind::InvalidArgument,
                 "launch argument " + std::to_string(idx) +
                     ": rsgpu::" + (Rows ? "row_bands<" : "col_bands<") +
                     std::to_string(N) + "> of a " + std::to_string(rows) +
                     " x " + std::to_string(cols) + " matrix has " +
                     std::to_string(extent / N) + " bands, but the grid has " +
                     std::to_string(blocks) + " blocks along " +
                     (Rows ? "y" : "x"));
    return {};
  }
  device_type rsgpu_to_device() { return device_type(m_.rsgpu_to_device()); }
};

/// Lend a shared matrix as bands of N rows, one per block row of the grid:
/// `rsgpu::row_bands<16>(rsgpu::matrix(a.borrow(), m, k))`.
template <unsigned N, class L>
[[nodiscard]] BandsBorrow<true, N, L> row_bands(MatrixBorrow<L> &&m) {
  static_assert(N > 0, "rsgpu::row_bands<N>: N must be positive");
  return BandsBorrow<true, N, L>(std::move(m));
}
/// Lend a shared matrix as bands of N columns, one per block column:
/// `rsgpu::col_bands<16>(rsgpu::matrix(b.borrow(), k, n))`.
template <unsigned N, class L>
[[nodiscard]] BandsBorrow<false, N, L> col_bands(MatrixBorrow<L> &&m) {
  static_assert(N > 0, "rsgpu::col_bands<N>: N must be positive");
  return BandsBorrow<false, N, L>(std::move(m));
}

/// Device view of `rsgpu::zip(row_bands<N>(a), col_bands<N>(b))`: block
/// (bx, by) walks a's band by and b's band bx in step (a GEMM's k loop), as
/// many tiles as the shorter has: len() = min(a.cols, b.rows) / N, computed
/// once, on the host. `for (auto [ta, tb] : ab.band(blk))`.
template <class T, class U, unsigned N>
class Zip<RowBands<T, N>, ColBands<U, N>>
    : public detail::LaunchBound<Zip<RowBands<T, N>, ColBands<U, N>>> {
public:
  RSGPU_FN unsigned len() const { return len_; }
  template <int D>
  RSGPU_FN typename TileBand<T, N>::template ZipIter<U>
  band(const BasicBlock<D> &b) const {
    Dim3 i = b.idx();
    return TileBand<T, N>(a_, i.y * N, 0, 0, N, a_cols_, len_)
        .zip(TileBand<U, N>(b_, 0, i.x * N, N, 0, b_cols_, len_));
  }

private:
  template <unsigned, class, class> friend class ZipBandsBorrow;
  Zip(const RowBands<T, N> &a, const ColBands<U, N> &b)
      : a_(a.data_), b_(b.data_), a_cols_(a.cols_), b_cols_(b.cols_),
        len_(a.cols_ / N < b.rows_ / N ? a.cols_ / N : b.rows_ / N) {}
  T *a_;
  U *b_;
  unsigned a_cols_, b_cols_, len_;
};

/// Row bands and column bands lent together; launch() checks each as a
/// separate argument would be and makes one Zip of them.
template <unsigned N, class LA, class LB> class ZipBandsBorrow {
  using A = BandsBorrow<true, N, LA>;
  using B = BandsBorrow<false, N, LB>;

public:
  using device_type = Zip<typename A::device_type, typename B::device_type>;
  ZipBandsBorrow(A &&a, B &&b) : a_(std::move(a)), b_(std::move(b)) {}

  // For launch().
  Result<void> rsgpu_collect(std::size_t idx,
                             std::vector<detail::PendingBorrow> &out) {
    std::size_t n = out.size();
    RSGPU_TRY(a_.rsgpu_collect(idx, out));
    detail::tag_part(out, n, 0);
    n = out.size();
    RSGPU_TRY(b_.rsgpu_collect(idx, out));
    detail::tag_part(out, n, 1);
    return {};
  }
  Result<void> rsgpu_check_launch(const LaunchConfig &cfg,
                                  std::size_t idx) const {
    RSGPU_TRY(a_.rsgpu_check_launch(cfg, idx));
    return b_.rsgpu_check_launch(cfg, idx);
  }
  device_type rsgpu_to_device() {
    return device_type(a_.rsgpu_to_device(), b_.rsgpu_to_device());
  }

private:
  A a_;
  B b_;
};

/// Lend row bands of a and column bands of b walked in step:
/// `rsgpu::zip(rsgpu::row_bands<16>(rsgpu::matrix(a.borrow(), m, k)),
///             rsgpu::col_bands<16>(rsgpu::matrix(b.borrow(), k, n)))`.
template <unsigned N, class LA, class LB>
[[nodiscard]] ZipBandsBorrow<N, LA, LB> zip(BandsBorrow<true, N, LA> &&a,
                                           BandsBorrow<false, N, LB> &&b) {
  return ZipBandsBorrow<N, LA, LB>(std::move(a), std::move(b));
}

// Neither the bands nor their zip are DeviceCopy: they are launch-bound
// (detail::LaunchBound), and exist for the grid launch() checked.

namespace detail {
template <unsigned N, class LA, class LB>
struct LaunchArg<ZipBandsBorrow<N, LA, LB>>
    : BorrowGroupArg<ZipBandsBorrow<N, LA, LB>> {};
template <bool R, unsigned N, class L>
struct LaunchArg<BandsBorrow<R, N, L>> : BorrowGroupArg<BandsBorrow<R, N, L>> {};
} // namespace detail

} // namespace rsgpu
