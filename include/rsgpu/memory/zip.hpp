#pragma once
// Zip<A, B>: two views walked in step (Rust: `y.iter_mut().zip(x)`). Made on
// the host from two borrows, `rsgpu::zip(y.borrow_mut(), x.borrow())`; launch()
// checks both borrows as if passed separately (S3) and gives the kernel one
// view whose length is the shorter of the two, computed on the host. A
// thread's element of each is then in bounds by construction: mine(t) and
// grid_stride(t) need no device-side bounds check (S6 cannot fire), and the
// exclusive side is written only at the thread's own index (S5).
//
//   struct Saxpy {
//     RSGPU_FN void operator()(
//         rsgpu::Thread1D t,
//         rsgpu::Zip<rsgpu::SliceMut<float>, rsgpu::Slice<const float>> yx,
//         float a) const {
//       if (auto e = yx.mine(t)) {
//         auto [y, x] = *e; // y: the thread's element of y, x: of x
//         y = a * x + y;
//       }
//     }
//   };
//   RSGPU_TRY(rsgpu::launch(s, cfg, Saxpy{},
//                           rsgpu::zip(y.borrow_mut(), x.borrow()), 2.0f));
#include <cstddef>
#include <type_traits>
#include <utility>
#include <vector>

#include "../core/config.hpp"
#include "../core/device_copy.hpp"
#include "../backend/trace.hpp"
#include "../exec/thread.hpp"
#include "borrow.hpp"
#include "launch_arg.hpp"
#include "slice.hpp"

namespace rsgpu {

template <class A, class B> class Zip;
template <class LA, class LB> class ZipBorrow;

namespace detail {
/// How Zip reaches one element of a zipped view: an ElemRef of an exclusive
/// view (the emulator traces the access when it happens), a reference into a
/// shared one (traced as a read when formed, as Slice::operator[] does).
template <class V> struct zip_part {
  static_assert(always_false<V>, "rsgpu::Zip zips a SliceMut<T> and/or a "
                                 "Slice<const T>");
};
template <class T> struct zip_part<SliceMut<T>> {
  using pointer = T *;
  using reference = ElemRef<T>;
  RSGPU_FN static pointer data(const SliceMut<T> &s) {
    return ViewFactory::data(s);
  }
  RSGPU_FN static reference at(pointer p, std::size_t i) {
    return ElemRef<T>(p + i);
  }
};
template <class T> struct zip_part<Slice<T>> {
  using pointer = T *;
  using reference = T &;
  RSGPU_FN static pointer data(const Slice<T> &s) {
    return ViewFactory::data(s);
  }
  RSGPU_FN static reference at(pointer p, std::size_t i) {
    trace(p + i, sizeof(T), AccessKind::BorrowRead);
    return p[i];
  }
};
} // namespace detail

/// The thread's pair of elements, if it exists (Rust: Option<(&mut A, &B)>):
/// test it, then `auto [a, b] = *e;`.
template <class A, class B>
class ZipOwned : public detail::LaunchBound<ZipOwned<A, B>> {
  using PA = detail::zip_part<A>;
  using PB = detail::zip_part<B>;

public:
  using value_type =
      detail::Pair<typename PA::reference, typename PB::reference>;
  RSGPU_FN explicit operator bool() const { return ok_; }
  RSGPU_FN value_type operator*() const {
    return value_type{PA::at(a_, i_), PB::at(b_, i_)};
  }
  /// The pair's index in both views.
  RSGPU_FN std::size_t index() const { return i_; }

  RSGPU_FN ZipOwned(typename PA::pointer a, typename PB::pointer b,
                    std::size_t i, bool ok)
      : a_(a), b_(b), i_(i), ok_(ok) {}

private:
  typename PA::pointer a_;
  typename PB::pointer b_;
  std::size_t i_;
  bool ok_;
};

/// Device view of two views zipped: len() is the shorter one's length.
template <class A, class B> class Zip : public detail::LaunchBound<Zip<A, B>> {
  using PA = detail::zip_part<A>;
  using PB = detail::zip_part<B>;

public:
  RSGPU_FN std::size_t len() const { return len_; }
  RSGPU_FN bool empty() const { return len_ == 0; }

  /// The pair at the thread's grid-wide id; empty past the end. In bounds of
  /// both views whenever it exists: len() is at most either length.
  template <int D> RSGPU_FN ZipOwned<A, B> mine(const BasicThread<D> &t) const {
    std::size_t i = std::size_t(t.global_linear_id());
    return ZipOwned<A, B>(a_, b_, i, i < len_);
  }

  /// The thread's pairs of a grid-stride loop over the zipped length.
  class Stride : public detail::LaunchBound<Stride> {
  public:
    class iterator {
    public:
      RSGPU_FN ZipOwned<A, B> operator*() const {
        return ZipOwned<A, B>(a_, b_, i_, true);
      }
      RSGPU_FN iterator &operator++() {
        i_ += step_;
        return *this;
      }
      RSGPU_FN bool operator!=(const iterator &o) const { return i_ < o.i_; }

    private:
      friend class Stride;
      RSGPU_FN iterator(typename PA::pointer a, typename PB::pointer b,
                        std::size_t i, std::size_t step)
          : a_(a), b_(b), i_(i), step_(step) {}
      typename PA::pointer a_;
      typename PB::pointer b_;
      std::size_t i_, step_;
    };
    RSGPU_FN iterator begin() const { return iterator(a_, b_, first_, step_); }
    RSGPU_FN iterator end() const { return iterator(a_, b_, len_, step_); }

  private:
    friend class Zip; // only Zip::grid_stride makes one
    RSGPU_FN Stride(typename PA::pointer a, typename PB::pointer b,
                    std::size_t first, std::size_t step, std::size_t len)
        : a_(a), b_(b), first_(first), step_(step), len_(len) {}
    typename PA::pointer a_;
    typename PB::pointer b_;
    std::size_t first_, step_, len_;
  };
  template <int D> RSGPU_FN Stride grid_stride(const BasicThread<D> &t) const {
    return Stride(a_, b_, std::size_t(t.global_linear_id()),
                  std::size_t(t.grid_size()), len_);
  }

private:
  template <class, class> friend class ZipBorrow;
  // Only launch() makes one (through ZipBorrow), from the two views.
  Zip(const A &a, const B &b)
      : a_(PA::data(a)), b_(PB::data(b)),
        len_(a.len() < b.len() ? a.len() : b.len()) {}
  typename PA::pointer a_;
  typename PB::pointer b_;
  std::size_t len_;
};

/// Two borrows lent together; launch() turns it into a Zip.
template <class LA, class LB> class ZipBorrow {
  static_assert(detail::is_borrow<LA>::value && detail::is_borrow<LB>::value,
                "rsgpu::zip(a, b): a and b are borrows (buf.borrow_mut(), "
                "buf.borrow())");

public:
  ZipBorrow(LA &&a, LB &&b) : a_(std::move(a)), b_(std::move(b)) {}

  // For launch(): each borrow is checked as a separate argument would be.
  Result<void> rsgpu_collect(std::size_t idx,
                             std::vector<detail::PendingBorrow> &out) {
    std::size_t n = out.size();
    RSGPU_TRY(detail::collect(a_, idx, out));
    detail::tag_part(out, n, 0);
    n = out.size();
    RSGPU_TRY(detail::collect(b_, idx, out));
    detail::tag_part(out, n, 1);
    return {};
  }
  using device_type = Zip<detail::device_arg_t<LA>, detail::device_arg_t<LB>>;
  device_type rsgpu_to_device() {
    return {detail::to_device(a_), detail::to_device(b_)};
  }

private:
  LA a_;
  LB b_;
};

/// Lend two buffers to be walked in step: `rsgpu::zip(y.borrow_mut(),
/// x.borrow())` (Rust: `y.iter_mut().zip(x)`).
template <class LA, class LB>
[[nodiscard]] ZipBorrow<std::decay_t<LA>, std::decay_t<LB>> zip(LA &&a, LB &&b) {
  static_assert(!std::is_lvalue_reference_v<LA> &&
                    !std::is_lvalue_reference_v<LB>,
                "rsgpu::zip: pass borrows as rvalues (buf.borrow_mut() or "
                "std::move(borrow)): the kernel consumes them");
  return ZipBorrow<std::decay_t<LA>, std::decay_t<LB>>(std::move(a),
                                                      std::move(b));
}

/// Free-function spellings, as for SliceMut (exec/indexing.hpp).
template <class A, class B, int D>
RSGPU_FN ZipOwned<A, B> mine(const Zip<A, B> &z, const BasicThread<D> &t) {
  return z.mine(t);
}
template <class A, class B, int D>
RSGPU_FN typename Zip<A, B>::Stride grid_stride(const Zip<A, B> &z,
                                                const BasicThread<D> &t) {
  return z.grid_stride(t);
}

namespace detail {
template <class LA, class LB>
struct LaunchArg<ZipBorrow<LA, LB>> : BorrowGroupArg<ZipBorrow<LA, LB>> {};
} // namespace detail

} // namespace rsgpu
