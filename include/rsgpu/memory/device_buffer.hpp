#pragma once
// DeviceBuffer<T>: n values of T in device memory, owned (S1). Move-only; freed
// exactly once, on its stream, after every kernel still borrowing it (S4).
// A moved-from buffer is empty and every operation on it returns
// Error::UseAfterMove.
//
// T is DeviceCopy data (S2): never a device view, which is bound to its
// borrow, nor a shared-memory handle (S7) — core/device_copy.hpp.
// Allocation and zero-fill are stream-ordered on the buffer's stream and
// registered like an exclusive borrow (memory/borrow.hpp): a kernel launched
// on another stream right after is ordered after them. Operations that wait
// for device work report a device panic recorded by then (S6).
//
//   auto x = rsgpu::DeviceBuffer<float>::from_host(stream, host_x);
//   auto y = rsgpu::DeviceBuffer<float>::zeroed(stream, n);
//   RSGPU_TRY(rsgpu::launch(stream, cfg, Saxpy{}, x->borrow(), y->borrow_mut(),
//   a)); RSGPU_TRY(y->copy_to_host(host_y));   // waits for the kernel
//
// Host code: the device pass sees the declarations only.
#include <string>
#include <vector>

#include "../core/config.hpp"
#if !RSGPU_DEVICE_PASS
#include <memory>
#endif

#include "../core/device_copy.hpp"
#include "../core/error.hpp"
#include "../exec/stream.hpp"
#include "borrow.hpp"

namespace rsgpu {
namespace detail {
/// Enabled when C is a contiguous container of T (data() and size()). Taking
/// containers, not cuda::std::span, keeps <cuda/std/span> out of every user's
/// device compilation (it costs more nvcc time than the rest of the library).
template <class C, class T>
using if_contiguous_of = std::enable_if_t<std::is_convertible_v<
    decltype(std::declval<C &>().data()), const T *>, decltype(std::declval<C &>().size())>;
} // namespace detail

template <class T> class DeviceBox;

template <class T> class DeviceBuffer {
  static_assert(detail::check_storable<T>::value);
  template <class> friend class DeviceBox;

public:
  /// n uninitialised elements (the emulator's memcheck flags reads before
  /// writes).
  [[nodiscard]] static Result<DeviceBuffer> create(Stream &s, std::size_t n) RSGPU_HOST_BODY({
    if (!s.valid()) return Stream::moved_error();
    if (n > std::size_t(-1) / sizeof(T))
      return err(ErrorKind::InvalidArgument,
                 "DeviceBuffer of " + std::to_string(n) +
                     " elements: the size in bytes overflows");
    auto core = std::make_shared<detail::BufferCore>();
    core->stream = s.impl();
    core->count = n;
    core->elem_size = sizeof(T);
    auto p = core->stream->alloc(n * sizeof(T), sizeof(T));
    if (!p) return err(p.error());
    core->ptr = *p;
    core->alive = true;
    DeviceBuffer b(std::move(core));
    // Stream-ordered (cudaMallocAsync): other streams wait for it.
    RSGPU_TRY(b.ordered(/*exclusive=*/true));
    return b;
  })
  [[nodiscard]] static Result<DeviceBuffer> zeroed(Stream &s, std::size_t n) RSGPU_HOST_BODY({
    auto b = create(s, n);
    if (!b) return b;
    RSGPU_TRY(b->core_->stream->fill_zero(b->core_->ptr, n * sizeof(T)));
    // The fill is queued on s, not done: other streams wait for it (else a
    // kernel on another stream could lose its writes to it).
    RSGPU_TRY(b->ordered(/*exclusive=*/true));
    return b;
  })
  /// A buffer holding a copy of `host` (any contiguous container of T with
  /// data() and size(): std::vector, std::array, std::span, cuda::std::span).
  template <class C, class = detail::if_contiguous_of<C, T>>
  [[nodiscard]] static Result<DeviceBuffer> from_host(Stream &s, const C &host) RSGPU_HOST_BODY({
    auto b = create(s, host.size());
    if (!b) return b;
    RSGPU_TRY(b->copy_from_host(host));
    return b;
  })

  DeviceBuffer(DeviceBuffer &&o) noexcept
      RSGPU_HOST_BODY(: core_(std::move(o.core_)), name_(o.name_) {
    o.core_.reset();
  })
  DeviceBuffer &operator=(DeviceBuffer &&o) noexcept RSGPU_HOST_BODY({
    if (this != &o) {
      release();
      core_ = std::move(o.core_);
      o.core_.reset();
    }
    return *this;
  })
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;
  ~DeviceBuffer() RSGPU_HOST_BODY({ release(); })

  bool valid() const RSGPU_HOST_BODY({ return core_ != nullptr; })
  std::size_t len() const RSGPU_HOST_BODY({ return core_ ? core_->count : 0; })
  bool is_empty() const RSGPU_HOST_BODY({ return len() == 0; })

  /// Copy host data in (sizes must match). Waits for every kernel still
  /// borrowing the buffer.
  [[nodiscard]] Result<void> copy_from_host(const T *data, std::size_t n) RSGPU_HOST_BODY({
    RSGPU_TRY(check_size(n));
    core_->wait_for(/*exclusive=*/true);
    return core_->stream->copy_to_device(core_->ptr, data, n * sizeof(T));
  })
  template <class C, class = detail::if_contiguous_of<C, T>>
  [[nodiscard]] Result<void> copy_from_host(const C &host) RSGPU_HOST_BODY({
    return copy_from_host(host.data(), host.size());
  })
  /// Copy out to host memory (sizes must match). Waits for kernels that borrow
  /// it exclusively.
  [[nodiscard]] Result<void> copy_to_host(T *data, std::size_t n) RSGPU_HOST_BODY({
    RSGPU_TRY(check_size(n));
    core_->wait_for(/*exclusive=*/false);
    return core_->stream->copy_to_host(data, core_->ptr, n * sizeof(T));
  })
  template <class C, class = detail::if_contiguous_of<C, T>>
  [[nodiscard]] Result<void> copy_to_host(C &host) RSGPU_HOST_BODY({
    return copy_to_host(host.data(), host.size());
  })
  [[nodiscard]] Result<std::vector<T>> to_vec() RSGPU_HOST_BODY({
    if (!core_) return moved();
    std::vector<T> v(core_->count);
    RSGPU_TRY(copy_to_host(v));
    return v;
  })
  /// Like copy_to_host, but refuses (Error::Busy) instead of waiting for a
  /// kernel: one borrowing the buffer exclusively, or any kernel still
  /// running on the buffer's stream (the copy is queued after it).
  template <class C, class = detail::if_contiguous_of<C, T>>
  [[nodiscard]] Result<void> try_copy_to_host(C &host) RSGPU_HOST_BODY({
    RSGPU_TRY(check_size(host.size()));
    if (const char *why = core_->busy(false, true)) return busy("read", why);
    return copy_to_host(host);
  })
  /// Like copy_from_host, but refuses (Error::Busy) instead of waiting for a
  /// kernel: one borrowing the buffer, or any kernel still running on the
  /// buffer's stream (the copy is queued after it).
  template <class C, class = detail::if_contiguous_of<C, T>>
  [[nodiscard]] Result<void> try_copy_from_host(const C &host) RSGPU_HOST_BODY({
    RSGPU_TRY(check_size(host.size()));
    if (const char *why = core_->busy(true, true)) return busy("write", why);
    return copy_from_host(host);
  })
  /// Free now, after waiting for borrowing kernels; the buffer becomes empty.
  /// Reports a device panic when a kernel borrowed the buffer since the host
  /// last waited on it, whether or not that kernel is still running (S6).
  [[nodiscard]] Result<void> free() RSGPU_HOST_BODY({
    if (!core_) return moved();
    if (release()) return detail::take_device_errors();
    return {};
  })
  /// Like free(), but refuses (Error::Busy) while a kernel borrows the buffer
  /// or while its pending fill or copy waits for a kernel on its stream.
  [[nodiscard]] Result<void> try_free() RSGPU_HOST_BODY({
    if (!core_) return moved();
    if (const char *why = core_->busy(true, false)) return busy("free", why);
    release();
    return {};
  })

  /// Lend the whole buffer (or [offset, offset+len)) to one kernel, shared.
  Borrow<T> borrow() const RSGPU_HOST_BODY({ return borrow(0, len()); })
  Borrow<T> borrow(std::size_t offset, std::size_t len) const RSGPU_HOST_BODY({
    return detail::BorrowFactory<T>::shared(core_, offset, len, name_);
  })
  /// Lend exclusively: no other borrow of these elements until it completes.
  BorrowMut<T> borrow_mut() RSGPU_HOST_BODY({ return borrow_mut(0, len()); })
  BorrowMut<T> borrow_mut(std::size_t offset, std::size_t len) RSGPU_HOST_BODY({
    return detail::BorrowFactory<T>::exclusive(core_, offset, len, name_);
  })

#if !RSGPU_DEVICE_PASS
private:
  explicit DeviceBuffer(std::shared_ptr<detail::BufferCore> c)
      : core_(std::move(c)) {}

  cuda::std::unexpected<Error> moved() const {
    return err(ErrorKind::UseAfterMove,
               std::string("use of a moved-from ") + name_);
  }
  cuda::std::unexpected<Error> busy(const char *what, const char *why) const {
    return err(ErrorKind::Busy, std::string("cannot ") + what + " a " + name_ + " " + why);
  }
  Result<void> check_size(std::size_t n) const {
    if (!core_) return moved();
    if (n != core_->count)
      return err(ErrorKind::InvalidArgument,
                 std::string("size mismatch: the ") + name_ + " has " +
                     std::to_string(core_->count) +
                     " elements, the host span " + std::to_string(n));
    return {};
  }
  /// Register the work just queued on the buffer's stream (allocation,
  /// fill) as an access of the whole buffer until it completes.
  Result<void> ordered(bool exclusive) {
    auto done = core_->stream->record();
    if (!done) return err(done.error());
    std::lock_guard<std::mutex> g(detail::borrow_mutex());
    core_->add_transfer(exclusive, std::move(*done));
    return {};
  }
  /// Free after the kernels still borrowing it; whether a kernel borrowed it
  /// since the host last waited on it (running or finished: which one is a
  /// race the caller cannot see, so both report).
  bool release() {
    if (!core_) return false;
    bool waited = core_->kernel_since_host_wait();
    core_->wait_for(/*exclusive=*/true); // S4: never free under a kernel
    {
      std::lock_guard<std::mutex> g(detail::borrow_mutex());
      core_->alive = false;
    }
    core_->stream->free(core_->ptr, core_->count * sizeof(T));
    core_->ptr = nullptr;
    core_.reset();
    return waited;
  }

  std::shared_ptr<detail::BufferCore> core_;
  const char *name_ = "DeviceBuffer"; // "DeviceBox" in a DeviceBox's messages
#endif // !RSGPU_DEVICE_PASS
};

} // namespace rsgpu
