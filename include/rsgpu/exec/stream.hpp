#pragma once
// Stream: an ordered queue of device work (a CUDA stream, or a worker thread on
// the host backend). Move-only; its work finishes before it is destroyed.
//
//   auto stream = rsgpu::Stream::create();
//   if (!stream) return stream.error();
//   RSGPU_TRY(stream->synchronize());   // reports device panics (S6)
#include <memory>

#include "../core/error.hpp"
#include "../backend/runtime.hpp"

namespace rsgpu {

class Stream {
public:
  [[nodiscard]] static Result<Stream> create() {
    auto impl = detail::StreamImpl::create();
    if (!impl) return err(impl.error());
    return Stream(std::move(*impl));
  }

  Stream(Stream &&o) noexcept : impl_(std::move(o.impl_)) {}
  Stream &operator=(Stream &&o) noexcept {
    impl_ = std::move(o.impl_);
    return *this;
  }
  Stream(const Stream &) = delete;
  Stream &operator=(const Stream &) = delete;
  ~Stream() {} // buffers on the stream keep its queue alive

  /// False after a move: every operation then returns Error::UseAfterMove.
  bool valid() const { return impl_ != nullptr; }

  /// Wait for all work on this stream; reports the first device panic or CUDA
  /// error of that work.
  [[nodiscard]] Result<void> synchronize() {
    if (!impl_) return moved_error();
    return impl_->synchronize();
  }

  /// For the library: the shared queue buffers and launches attach to.
  const std::shared_ptr<detail::StreamImpl> &impl() const { return impl_; }

  static cuda::std::unexpected<Error> moved_error() {
    return err(ErrorKind::UseAfterMove, "use of a moved-from Stream");
  }

private:
  explicit Stream(std::shared_ptr<detail::StreamImpl> impl)
      : impl_(std::move(impl)) {}
  std::shared_ptr<detail::StreamImpl> impl_;
};

} // namespace rsgpu
