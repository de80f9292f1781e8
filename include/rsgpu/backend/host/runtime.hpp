#pragma once
// Host backend runtime: asynchronous streams (one worker thread each, work in
// order, like CUDA streams) and completion events.
//
// Errors of kernels (panics, emulator reports) go to one process-wide queue,
// as the CUDA backend's device-global panic records: each launch's error (one
// per launch, its first) is kept, in the order they happened, and the oldest
// is reported by the next synchronisation of *any* stream (or host operation
// that waits for device work), the next one by the synchronisation after, so
// a panic is never lost — not when the buffer's stream is another than the
// kernel's, not when the kernel's stream is dropped unsynchronised, not when a
// second kernel panics before the first panic is reported.
#include <condition_variable>
#include <cstring>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

#include "../../core/error.hpp"
#include "memory.hpp"

namespace rsgpu::detail {

/// Signalled when the work enqueued before it has finished.
class Completion {
public:
  bool query() const {
    std::lock_guard<std::mutex> g(mu_);
    return done_;
  }
  void wait() const {
    std::unique_lock<std::mutex> g(mu_);
    cv_.wait(g, [&] { return done_; });
  }
  void complete() {
    {
      std::lock_guard<std::mutex> g(mu_);
      done_ = true;
    }
    cv_.notify_all();
  }

private:
  mutable std::mutex mu_;
  mutable std::condition_variable cv_;
  bool done_ = false;
};

/// The process-wide queue of unreported kernel errors (one per launch).
class DeviceErrorRecord {
public:
  static DeviceErrorRecord &get() {
    static DeviceErrorRecord r;
    return r;
  }
  void set(const Error &e) {
    std::lock_guard<std::mutex> g(mu_);
    errors_.push_back(e);
  }
  /// Report (and remove) the oldest recorded error, if any; the others wait
  /// for the next synchronisation.
  Result<void> take() {
    std::lock_guard<std::mutex> g(mu_);
    if (errors_.empty()) return {};
    Error e = std::move(errors_.front());
    errors_.pop_front();
    return err(std::move(e));
  }

private:
  std::mutex mu_;
  std::deque<Error> errors_;
};

/// Report a device error recorded by work that has finished (both backends
/// have this: the CUDA one reads its device-global panic record).
inline Result<void> take_device_errors() {
  return DeviceErrorRecord::get().take();
}

class StreamImpl {
public:
  StreamImpl() : worker_([this] { loop(); }) {}
  ~StreamImpl() {
    {
      std::lock_guard<std::mutex> g(mu_);
      stop_ = true;
    }
    cv_.notify_all();
    worker_.join();
  }
  StreamImpl(const StreamImpl &) = delete;
  StreamImpl &operator=(const StreamImpl &) = delete;

  /// The completion of the last kernel launched on this stream (guarded by
  /// borrow_mutex(); set by the launch's borrow transaction): the try_*
  /// host accesses refuse to queue behind it while it runs.
  std::shared_ptr<Completion> last_kernel;

  static Result<std::shared_ptr<StreamImpl>> create() {
    return std::make_shared<StreamImpl>();
  }

  void enqueue(std::function<void()> task) {
    {
      std::lock_guard<std::mutex> g(mu_);
      queue_.push_back(std::move(task));
    }
    cv_.notify_all();
  }

  /// Record an error of asynchronous work in the process-wide queue (each is
  /// kept until a synchronisation of any stream reports it).
  void set_error(const Error &e) { DeviceErrorRecord::get().set(e); }

  /// Wait until all enqueued work has finished; report (and remove) the
  /// oldest device error recorded so far, by this stream's work or any other's.
  Result<void> synchronize() {
    {
      std::unique_lock<std::mutex> g(mu_);
      idle_cv_.wait(g, [&] { return queue_.empty() && !busy_; });
    }
    return take_device_errors();
  }

  /// Later work on this stream waits for `c` (cudaStreamWaitEvent).
  Result<void> wait_for(std::shared_ptr<Completion> c) {
    enqueue([c] { c->wait(); });
    return {};
  }

  /// Completion signalled after everything enqueued so far.
  Result<std::shared_ptr<Completion>> record() {
    auto c = std::make_shared<Completion>();
    enqueue([c] { c->complete(); });
    return c;
  }

  Result<void *> alloc(std::size_t bytes, std::size_t elem = 0) {
    void *p = host::device_alloc(bytes, elem);
    if (!p)
      return err(ErrorKind::Cuda, "out of device memory",
                 "cudaErrorMemoryAllocation");
    return p;
  }
  /// Stream-ordered free: after the work already enqueued.
  void free(void *p, std::size_t bytes) {
    enqueue([p, bytes] { host::device_free(p, bytes); });
  }
  Result<void> copy_to_device(void *dst, const void *src, std::size_t bytes) {
    enqueue([=] {
      std::memcpy(dst, src, bytes);
      host::note_host_write(dst, bytes);
    });
    return synchronize_copy();
  }
  Result<void> copy_to_host(void *dst, const void *src, std::size_t bytes) {
    enqueue([=] { std::memcpy(dst, src, bytes); });
    return synchronize_copy();
  }
  Result<void> fill_zero(void *dst, std::size_t bytes) {
    enqueue([=] { std::memset(dst, 0, bytes); });
    return {};
  }

private:
  // A copy waits for the stream; an earlier kernel's error is reported here,
  // as CUDA reports a sticky error on the next synchronising call.
  Result<void> synchronize_copy() { return synchronize(); }

  void loop() {
    std::unique_lock<std::mutex> g(mu_);
    for (;;) {
      cv_.wait(g, [&] { return stop_ || !queue_.empty(); });
      if (queue_.empty()) return; // stop_ and drained
      auto task = std::move(queue_.front());
      queue_.pop_front();
      busy_ = true;
      g.unlock();
      task();
      g.lock();
      busy_ = false;
      if (queue_.empty()) idle_cv_.notify_all();
    }
  }

  std::mutex mu_;
  std::condition_variable cv_, idle_cv_;
  std::deque<std::function<void()>> queue_;
  bool busy_ = false;
  bool stop_ = false;
  std::thread worker_; // last: starts after the members above exist
};

} // namespace rsgpu::detail
