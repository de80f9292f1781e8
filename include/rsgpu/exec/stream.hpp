#pragma once
// Stream: an ordered queue of device work (a CUDA stream, or a worker thread on
// the host backend). Move-only; its work finishes before it is destroyed.
//
//   auto stream = rsgpu::Stream::create();
//   if (!stream) return stream.error();
//   RSGPU_TRY(stream->synchronize());   // reports device panics (S6)
//
// Host code: the device pass sees the declarations only.
#include "../core/config.hpp"
#include "../core/error.hpp"
#include "../backend/runtime.hpp"
#if !RSGPU_DEVICE_PASS
#include <memory>
#endif

namespace rsgpu {

class Stream {
public:
  [[nodiscard]] static Result<Stream> create() RSGPU_HOST_BODY({
    auto impl = detail::StreamImpl::create();
    if (!impl) return err(impl.error());
    return Stream(std::move(*impl));
  })

  Stream(Stream &&o) noexcept RSGPU_HOST_BODY(: impl_(std::move(o.impl_)) {})
  Stream &operator=(Stream &&o) noexcept RSGPU_HOST_BODY({
    impl_ = std::move(o.impl_);
    return *this;
  })
  Stream(const Stream &) = delete;
  Stream &operator=(const Stream &) = delete;
  ~Stream() RSGPU_HOST_BODY({}) // buffers on the stream keep its queue alive

  /// False after a move: every operation then returns Error::UseAfterMove.
  bool valid() const RSGPU_HOST_BODY({ return impl_ != nullptr; })

  /// Wait for all work on this stream; reports the first device panic or CUDA
  /// error of that work.
  [[nodiscard]] Result<void> synchronize() RSGPU_HOST_BODY({
    if (!impl_) return moved_error();
    return impl_->synchronize();
  })

#if !RSGPU_DEVICE_PASS
  /// For the library: the shared queue buffers and launches attach to.
  const std::shared_ptr<detail::StreamImpl> &impl() const { return impl_; }
#endif

  static detail::unexpected_t<Error> moved_error() RSGPU_HOST_BODY({
    return err(ErrorKind::UseAfterMove, "use of a moved-from Stream");
  })

#if !RSGPU_DEVICE_PASS
private:
  explicit Stream(std::shared_ptr<detail::StreamImpl> impl)
      : impl_(std::move(impl)) {}
  std::shared_ptr<detail::StreamImpl> impl_;
#endif
};

} // namespace rsgpu
