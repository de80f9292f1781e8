#pragma once
// Host-side borrow tracking (S3, S4). Every allocation has a BufferCore that
// lists the borrows of kernels still in flight: element range, exclusive or
// shared, and the completion event of the kernel. A borrow ends when its kernel
// completes, not when launch() returns.
//
// Borrow<T> / BorrowMut<T> are move-only *leases*: tokens naming a range of a
// buffer and the kind of access. launch() consumes them, checks them against
// each other and against kernels in flight, and hands the kernel the device
// view (Slice<const T> / SliceMut<T>).
//
//   rsgpu::launch(stream, cfg, Saxpy{}, x.borrow(), y.borrow_mut(), 2.0f);
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "../core/error.hpp"
#include "../detail/runtime.hpp"

namespace rsgpu::detail {

struct ActiveBorrow {
  std::size_t begin, end; // element range [begin, end)
  bool exclusive;
  const StreamImpl *stream; // kernels on one stream run in order
  std::shared_ptr<Completion> done;
};

/// One process-wide lock for borrow bookkeeping: launches and host accesses are
/// rare next to kernel work, and one lock cannot deadlock across buffers.
inline std::mutex &borrow_mutex() {
  static std::mutex m;
  return m;
}

struct BufferCore {
  std::shared_ptr<StreamImpl> stream;
  void *ptr = nullptr;
  std::size_t count = 0, elem_size = 0;
  bool alive = false; // false once the owner freed the memory
  std::vector<ActiveBorrow> active;

  /// Drop finished borrows. Caller holds borrow_mutex().
  void prune() {
    std::size_t kept = 0;
    for (auto &b : active)
      if (!b.done->query()) active[kept++] = std::move(b);
    active.resize(kept);
  }
  /// Completions of in-flight borrows that conflict with an access of the given
  /// kind to the whole buffer. Caller holds borrow_mutex().
  std::vector<std::shared_ptr<Completion>> blockers(bool exclusive) {
    prune();
    std::vector<std::shared_ptr<Completion>> out;
    for (auto &b : active)
      if (exclusive || b.exclusive) out.push_back(b.done);
    return out;
  }
  /// Wait for kernels that conflict with a host access (S4).
  void wait_for(bool exclusive) {
    std::vector<std::shared_ptr<Completion>> w;
    {
      std::lock_guard<std::mutex> g(borrow_mutex());
      w = blockers(exclusive);
    }
    for (auto &c : w) c->wait();
  }
  bool busy(bool exclusive) {
    std::lock_guard<std::mutex> g(borrow_mutex());
    return !blockers(exclusive).empty();
  }
};

/// Common part of the two lease kinds.
class LeaseBase {
public:
  LeaseBase(LeaseBase &&o) noexcept
      : core_(std::move(o.core_)), offset_(o.offset_), len_(o.len_) {
    o.core_.reset();
  }
  LeaseBase &operator=(LeaseBase &&o) noexcept {
    core_ = std::move(o.core_);
    o.core_.reset();
    offset_ = o.offset_;
    len_ = o.len_;
    return *this;
  }
  LeaseBase(const LeaseBase &) = delete;
  LeaseBase &operator=(const LeaseBase &) = delete;

  /// False once moved from (passing it to launch() moves it).
  bool valid() const { return core_ != nullptr; }
  std::size_t size() const { return len_; }

  // For launch().
  const std::shared_ptr<BufferCore> &core() const { return core_; }
  std::size_t offset() const { return offset_; }

protected:
  LeaseBase(std::shared_ptr<BufferCore> core, std::size_t off, std::size_t len)
      : core_(std::move(core)), offset_(off), len_(len) {}
  std::shared_ptr<BufferCore> core_;
  std::size_t offset_ = 0, len_ = 0;
};

template <class T> struct LeaseFactory;

} // namespace rsgpu::detail

namespace rsgpu {

/// A shared lease: the kernel receives Slice<const T> (read-only, any index).
template <class T> class Borrow : public detail::LeaseBase {
  friend struct detail::LeaseFactory<T>;
  using LeaseBase::LeaseBase;

public:
  static constexpr bool exclusive = false;
};

/// An exclusive lease: the kernel receives SliceMut<T> (each thread writes only
/// its own elements). Excludes every other borrow until the kernel completes.
template <class T> class BorrowMut : public detail::LeaseBase {
  friend struct detail::LeaseFactory<T>;
  using LeaseBase::LeaseBase;

public:
  static constexpr bool exclusive = true;
};

namespace detail {
template <class T> struct LeaseFactory {
  static Borrow<T> shared(std::shared_ptr<BufferCore> c, std::size_t off,
                          std::size_t len) {
    return Borrow<T>(std::move(c), off, len);
  }
  static BorrowMut<T> exclusive(std::shared_ptr<BufferCore> c, std::size_t off,
                                std::size_t len) {
    return BorrowMut<T>(std::move(c), off, len);
  }
};

template <class L> struct is_lease : std::false_type {};
template <class T> struct is_lease<Borrow<T>> : std::true_type {};
template <class T> struct is_lease<BorrowMut<T>> : std::true_type {};
} // namespace detail
} // namespace rsgpu
