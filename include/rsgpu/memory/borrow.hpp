#pragma once
// Host-side borrow tracking (S3, S4). Every allocation has a BufferCore that
// lists the borrows of kernels still in flight: element range, exclusive or
// shared, and the completion event of the kernel. A borrow ends when its kernel
// completes, not when launch() returns.
//
// The buffer's own stream-ordered work — allocation, fill, copy — is
// registered the same way (a *transfer*: exclusive for allocation, fill and
// copy in, shared for copy out, with its completion event). A launch on
// another stream is ordered after it (its stream waits for the event, as
// cudaStreamWaitEvent), host accesses wait for it like for a kernel.
//
// Borrow<T> / BorrowMut<T> are move-only *borrows*: tokens naming a range of a
// buffer and the kind of access. launch() consumes them, checks them against
// each other and against kernels in flight, and hands the kernel the device
// view (Slice<const T> / SliceMut<T>).
//
//   rsgpu::launch(stream, cfg, Saxpy{}, x.borrow(), y.borrow_mut(), 2.0f);
//
// Host code: the device pass sees the borrows' declarations only (no
// registry, no <memory>/<mutex>).
#include <cstddef>
#include <type_traits>

#include "../core/config.hpp"
#include "../core/error.hpp"
#include "../backend/runtime.hpp"
#if !RSGPU_DEVICE_PASS
#include <memory>
#include <mutex>
#include <vector>
#endif

namespace rsgpu::detail {

struct BufferCore;
#if !RSGPU_DEVICE_PASS

struct ActiveBorrow {
  std::size_t begin, end; // element range [begin, end)
  bool exclusive;
  const StreamImpl *stream; // kernels on one stream run in order
  std::shared_ptr<Completion> done;
  bool transfer = false; // the owner's allocation/fill/copy, not a kernel
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
  /// Why a host access (try_*) would wait for a kernel, or nullptr: a
  /// kernel borrowing the buffer in a conflicting way; for a stream-ordered
  /// access (a copy: queued on the buffer's stream, after everything on it)
  /// any kernel launched on that stream and not finished; for any access,
  /// the owner's own pending fill or copy when such a kernel runs ahead of
  /// it (alone it is short and bounded, and is waited for).
  const char *busy(bool exclusive, bool stream_ordered) {
    std::lock_guard<std::mutex> g(borrow_mutex());
    prune();
    for (auto &b : active)
      if (!b.transfer && (exclusive || b.exclusive)) return "while a kernel borrows it";
    const bool kernel_ahead =
        stream && stream->last_kernel && !stream->last_kernel->query();
    if (!kernel_ahead) return nullptr;
    if (stream_ordered)
      return "before the kernel still running on its stream has finished (the "
             "access is ordered after it)";
    for (auto &b : active)
      if (b.transfer)
        return "while its pending fill or copy waits for a kernel still "
               "running on its stream";
    return nullptr;
  }
  /// Whether a kernel borrowed the buffer since the host last waited on it
  /// (finished or not: a finished kernel's record stays until an access of
  /// the buffer prunes it), so free() reports its panic however fast it ran.
  bool kernel_since_host_wait() {
    std::lock_guard<std::mutex> g(borrow_mutex());
    for (auto &b : active)
      if (!b.transfer) return true;
    return false;
  }
  /// Register stream-ordered work of the owner on its stream (allocation,
  /// fill, copy) as an access of the whole buffer, ending at `done`. Caller
  /// holds borrow_mutex().
  void add_transfer(bool exclusive, std::shared_ptr<Completion> done) {
    prune();
    active.push_back({0, count, exclusive, stream.get(), std::move(done),
                      /*transfer=*/true});
  }
};
#endif // !RSGPU_DEVICE_PASS

/// Common part of the two borrow kinds.
class BorrowBase {
public:
  BorrowBase(BorrowBase &&o) noexcept RSGPU_HOST_BODY(
      : core_(std::move(o.core_)), offset_(o.offset_), len_(o.len_),
        moved_owner_(o.moved_owner_) {
    o.core_.reset();
    o.moved_owner_ = nullptr;
  })
  BorrowBase &operator=(BorrowBase &&o) noexcept RSGPU_HOST_BODY({
    core_ = std::move(o.core_);
    o.core_.reset();
    offset_ = o.offset_;
    len_ = o.len_;
    moved_owner_ = o.moved_owner_;
    o.moved_owner_ = nullptr;
    return *this;
  })
  BorrowBase(const BorrowBase &) = delete;
  BorrowBase &operator=(const BorrowBase &) = delete;

  /// False once moved from (passing it to launch() moves it), or when the
  /// owner it was taken from had been moved from.
  bool valid() const RSGPU_HOST_BODY({ return core_ != nullptr; })
  /// When invalid from the start: the owner ("DeviceBuffer", "DeviceBox")
  /// was moved from when the borrow was taken; nullptr otherwise.
  const char *moved_owner() const { return moved_owner_; }
  std::size_t len() const { return len_; }

  // For launch().
#if !RSGPU_DEVICE_PASS
  const std::shared_ptr<BufferCore> &core() const { return core_; }
#endif
  std::size_t offset() const { return offset_; }

protected:
#if !RSGPU_DEVICE_PASS
  BorrowBase(std::shared_ptr<BufferCore> core, std::size_t off, std::size_t len,
            const char *owner = nullptr)
      : core_(std::move(core)), offset_(off), len_(len),
        moved_owner_(core_ ? nullptr : owner) {}
  std::shared_ptr<BufferCore> core_;
#endif
  std::size_t offset_ = 0, len_ = 0;
  const char *moved_owner_ = nullptr;
};

template <class T> struct BorrowFactory;

} // namespace rsgpu::detail

namespace rsgpu {

/// A shared borrow: the kernel receives Slice<const T> (read-only, any index).
template <class T> class Borrow : public detail::BorrowBase {
  friend struct detail::BorrowFactory<T>;
  using BorrowBase::BorrowBase;

public:
  static constexpr bool exclusive = false;
};

/// An exclusive borrow: the kernel receives SliceMut<T> (each thread writes only
/// its own elements). Excludes every other borrow until the kernel completes.
template <class T> class BorrowMut : public detail::BorrowBase {
  friend struct detail::BorrowFactory<T>;
  using BorrowBase::BorrowBase;

public:
  static constexpr bool exclusive = true;
};

namespace detail {
#if !RSGPU_DEVICE_PASS
template <class T> struct BorrowFactory {
  static Borrow<T> shared(std::shared_ptr<BufferCore> c, std::size_t off,
                          std::size_t len, const char *owner = "DeviceBuffer") {
    return Borrow<T>(std::move(c), off, len, owner);
  }
  static BorrowMut<T> exclusive(std::shared_ptr<BufferCore> c, std::size_t off,
                                std::size_t len,
                                const char *owner = "DeviceBuffer") {
    return BorrowMut<T>(std::move(c), off, len, owner);
  }
};
#endif // !RSGPU_DEVICE_PASS

template <class L> struct is_borrow : std::false_type {};
template <class T> struct is_borrow<Borrow<T>> : std::true_type {};
template <class T> struct is_borrow<BorrowMut<T>> : std::true_type {};
} // namespace detail
} // namespace rsgpu
