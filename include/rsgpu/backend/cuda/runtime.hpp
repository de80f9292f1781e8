#pragma once
// CUDA backend runtime: streams, stream-ordered memory, completion events.
// Host code only: the device pass sees the two classes declared.
#include "check.hpp"
#include "panic.hpp" // the device record
#if RSGPU_DEVICE_PASS
namespace rsgpu::detail {
class Completion;
class StreamImpl;
} // namespace rsgpu::detail
#else
#include <cuda_runtime_api.h>
#include <cstddef>
#include <memory>
#include <string>

#include "../../core/error.hpp"
#include "../../detail/format.hpp"

namespace rsgpu::detail {

/// A CUDA event recorded after the work it completes.
class Completion {
public:
  Completion() = default;
  ~Completion() {
    if (ev_) (void)cudaEventDestroy(ev_); // nothing to report from a destructor
  }
  Completion(const Completion &) = delete;
  Completion &operator=(const Completion &) = delete;
  Result<void> init(cudaStream_t s) {
    RSGPU_TRY(cuda_check(cudaEventCreateWithFlags(&ev_, cudaEventDisableTiming),
                         "cudaEventCreateWithFlags"));
    return cuda_check(cudaEventRecord(ev_, s), "cudaEventRecord");
  }
  bool query() const { return !ev_ || cudaEventQuery(ev_) != cudaErrorNotReady; }
  void wait() const {
    if (ev_) (void)cudaEventSynchronize(ev_); // errors surface at the stream sync
  }
  cudaEvent_t native() const { return ev_; }

private:
  cudaEvent_t ev_ = nullptr;
};

/// Read the device panic records of the module this TU belongs to; report
/// (and free) the oldest one. The others wait for the next synchronisation.
inline Result<void> take_device_panic() {
  PanicRecords rs{};
  RSGPU_TRY(cuda_check(cudaMemcpyFromSymbol(&rs, rsgpu_panic_record, sizeof rs),
                       "cudaMemcpyFromSymbol(panic record)"));
  int k = oldest_panic(rs);
  if (k < 0) return {};
  const PanicRecord &r = rs.slot[k];
  PanicRecord zero{};
  RSGPU_TRY(cuda_check(
      cudaMemcpyToSymbol(rsgpu_panic_record, &zero, sizeof zero,
                         offsetof(PanicRecords, slot) + sizeof zero * unsigned(k)),
      "cudaMemcpyToSymbol(panic record)"));
  std::string msg = format_panic(r.message, r.args[0], r.args[1]);
  if (rs.dropped) {
    unsigned none = 0;
    RSGPU_TRY(cuda_check(cudaMemcpyToSymbol(rsgpu_panic_record, &none, sizeof none,
                                            offsetof(PanicRecords, dropped)),
                         "cudaMemcpyToSymbol(panic record)"));
    msg += " (and " + std::to_string(rs.dropped) +
           " panicking threads of further launches, not recorded: " +
           std::to_string(kPanicSlots) + " unreported panics at most)";
  }
  return err(Error::device_panic(
      std::move(msg), r.file, r.line,
      Dim3{r.block[0], r.block[1], r.block[2]},
      Dim3{r.thread[0], r.thread[1], r.thread[2]}));
}

/// Report a device panic recorded by work that has finished (the host backend
/// has the same function over its process-wide record).
inline Result<void> take_device_errors() { return take_device_panic(); }

class StreamImpl {
public:
  explicit StreamImpl(cudaStream_t s) : s_(s) {}
  ~StreamImpl() {
    (void)cudaStreamSynchronize(s_); // a destructor cannot report; sync() does
    (void)cudaStreamDestroy(s_);
  }
  StreamImpl(const StreamImpl &) = delete;
  StreamImpl &operator=(const StreamImpl &) = delete;

  /// The completion of the last kernel launched on this stream (guarded by
  /// borrow_mutex(); set by the launch's borrow transaction): the try_*
  /// host accesses refuse to queue behind it while it runs.
  std::shared_ptr<Completion> last_kernel;

  static Result<std::shared_ptr<StreamImpl>> create() {
    cudaStream_t s = nullptr;
    RSGPU_TRY(cuda_check(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking),
                         "cudaStreamCreateWithFlags"));
    return std::make_shared<StreamImpl>(s);
  }
  cudaStream_t native() const { return s_; }

  Result<void> synchronize() {
    RSGPU_TRY(cuda_check(cudaStreamSynchronize(s_), "cudaStreamSynchronize"));
    return take_device_panic();
  }
  /// Later work on this stream waits for `c`.
  Result<void> wait_for(std::shared_ptr<Completion> c) {
    if (!c->native()) return {};
    return cuda_check(cudaStreamWaitEvent(s_, c->native(), 0),
                      "cudaStreamWaitEvent");
  }
  Result<std::shared_ptr<Completion>> record() {
    auto c = std::make_shared<Completion>();
    RSGPU_TRY(c->init(s_));
    return c;
  }
  Result<void *> alloc(std::size_t bytes, std::size_t /*elem: the emulator's reports*/ = 0) {
    void *p = nullptr;
    RSGPU_TRY(cuda_check(cudaMallocAsync(&p, bytes ? bytes : 1, s_),
                         "cudaMallocAsync"));
    return p;
  }
  void free(void *p, std::size_t) {
    (void)cudaFreeAsync(p, s_); // freeing cannot fail for a live allocation
  }
  Result<void> copy_to_device(void *dst, const void *src, std::size_t bytes) {
    RSGPU_TRY(cuda_check(
        cudaMemcpyAsync(dst, src, bytes, cudaMemcpyHostToDevice, s_),
        "cudaMemcpyAsync(HostToDevice)"));
    return synchronize();
  }
  Result<void> copy_to_host(void *dst, const void *src, std::size_t bytes) {
    RSGPU_TRY(cuda_check(
        cudaMemcpyAsync(dst, src, bytes, cudaMemcpyDeviceToHost, s_),
        "cudaMemcpyAsync(DeviceToHost)"));
    return synchronize();
  }
  Result<void> fill_zero(void *dst, std::size_t bytes) {
    return cuda_check(cudaMemsetAsync(dst, 0, bytes, s_), "cudaMemsetAsync");
  }

private:
  cudaStream_t s_;
};

} // namespace rsgpu::detail
#endif // !RSGPU_DEVICE_PASS
