#pragma once
// Loading and launching compiled kernels (CUDA backend: compile the host code
// with nvcc). An image is what jit::compile returns (cubin or PTX) or an AOT
// fatbin from `rsgpu-gen build --mode aot`; the runtime API's
// cudaLibraryLoadData loads all three, so libcuda is never linked directly.
//
//   auto m = rsgpu::jit::Manifest::parse(manifest_text);
//   auto c = rsgpu::jit::compile(source, {}, {.arch =
//   *rsgpu::jit::device_arch()}); auto lib =
//   rsgpu::jit::Library::load(c->image, *m); auto k = lib->kernel("saxpy");
//   RSGPU_TRY(rsgpu::jit::launch(stream, cfg, *k, 2.0f, x.borrow(),
//   y.borrow_mut())); RSGPU_TRY(lib->synchronize(stream));  // stream errors,
//   then this image's panics
//
// Launches check borrows exactly as rsgpu::launch does (S3/S4), the
// argument types against the manifest (the image carries no types), and the
// kernel's launch requirement from the manifest (S5/S6/S8/S9 proofs'
// obligations, requirement.hpp), on the host, before the kernel is enqueued.
// Host code: the device pass sees the declarations only.
#include "../backend/cuda/check.hpp"
#include "../core/panic.hpp"
#include "../detail/format.hpp"
#include "../exec/launch.hpp"
#include "../memory/device_buffer.hpp"
#include "compile.hpp"
#include "manifest.hpp"
#include "requirement.hpp"

#if !RSGPU_BACKEND_CUDA
#error "rsgpu/jit/module.hpp loads GPU code: compile this file with nvcc"
#endif

namespace rsgpu::jit {

/// "sm_XY" of the current device.
[[nodiscard]] RSGPU_HOST_INLINE Result<std::string> device_arch() RSGPU_HOST_BODY({
  int dev = 0, major = 0, minor = 0;
  RSGPU_TRY(rsgpu::detail::cuda_check(cudaGetDevice(&dev), "cudaGetDevice"));
  RSGPU_TRY(rsgpu::detail::cuda_check(
      cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, dev),
      "cudaDeviceGetAttribute"));
  RSGPU_TRY(rsgpu::detail::cuda_check(
      cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, dev),
      "cudaDeviceGetAttribute"));
  return "sm_" + std::to_string(major * 10 + minor);
})

struct Kernel {
  cudaKernel_t handle = nullptr;
  const KernelInfo *info = nullptr;
};

class Library {
public:
  [[nodiscard]] static Result<Library> load(const std::string &image,
                                            Manifest manifest) RSGPU_HOST_BODY({
    cudaLibrary_t lib = nullptr;
    RSGPU_TRY(rsgpu::detail::cuda_check(
        cudaLibraryLoadData(&lib, image.data(), nullptr, nullptr, 0, nullptr,
                            nullptr, 0),
        "cudaLibraryLoadData"));
    return Library(lib, std::move(manifest));
  })
  Library(Library &&o) noexcept
      RSGPU_HOST_BODY(: lib_(std::exchange(o.lib_, nullptr)),
        manifest_(std::move(o.manifest_)) {})
  Library &operator=(Library &&) = delete;
  Library(const Library &) = delete;
  ~Library() RSGPU_HOST_BODY({
    if (lib_)
      (void)cudaLibraryUnload(lib_); // nothing to report from here
  })

  [[nodiscard]] Result<Kernel> kernel(std::string_view name) const RSGPU_HOST_BODY({
    const KernelInfo *info = manifest_.find(name);
    if (!info)
      return err(ErrorKind::InvalidArgument,
                 "no kernel `" + std::string(name) + "` in the manifest");
    Kernel k{nullptr, info};
    RSGPU_TRY(rsgpu::detail::cuda_check(
        cudaLibraryGetKernel(&k.handle, lib_, info->symbol.c_str()),
        "cudaLibraryGetKernel"));
    return k;
  })

  /// Waits for the stream, then reports a panic of this image's kernels (the
  /// image has its own panic record, which Stream::synchronize cannot see).
  [[nodiscard]] Result<void> synchronize(Stream &stream) RSGPU_HOST_BODY({
    RSGPU_TRY(stream.synchronize());
    cudaKernel_t take = nullptr;
    RSGPU_TRY(rsgpu::detail::cuda_check(
        cudaLibraryGetKernel(&take, lib_, "rsgpu_take_panic_record"),
        "cudaLibraryGetKernel(rsgpu_take_panic_record)"));
    rsgpu::detail::PanicRecord r{}, *dev = nullptr;
    RSGPU_TRY(
        rsgpu::detail::cuda_check(cudaMalloc(&dev, sizeof r), "cudaMalloc"));
    void *args[] = {&dev};
    cudaError_t e = cudaLaunchKernel((const void *)take, dim3(1), dim3(1), args,
                                     0, stream.impl()->native());
    // On the same stream: it is non-blocking, so the legacy default stream
    // (plain cudaMemcpy) would not wait for the copy kernel.
    if (e == cudaSuccess)
      e = cudaMemcpyAsync(&r, dev, sizeof r, cudaMemcpyDeviceToHost,
                          stream.impl()->native());
    if (e == cudaSuccess)
      e = cudaStreamSynchronize(stream.impl()->native());
    (void)cudaFree(dev);
    RSGPU_TRY(rsgpu::detail::cuda_check(e, "reading the JIT panic record"));
    if (r.state != 2u)
      return {};
    return err(Error::device_panic(
        rsgpu::detail::format_panic(r.message, r.args[0], r.args[1]), r.file,
        r.line, Dim3{r.block[0], r.block[1], r.block[2]},
        Dim3{r.thread[0], r.thread[1], r.thread[2]}));
  })

private:
  Library(cudaLibrary_t l, Manifest m) RSGPU_HOST_BODY(: lib_(l), manifest_(std::move(m)) {})
  cudaLibrary_t lib_;
  Manifest manifest_;
};

namespace detail {
struct AnyKernel {}; // stands for the loaded functor in the argument checks
} // namespace detail

/// rsgpu::launch for a loaded kernel: same argument rules and borrow checks.
template <class... Args>
[[nodiscard]] Result<void> launch(Stream &stream, const LaunchConfig &config,
                                  const Kernel &kernel, Args &&...args) RSGPU_HOST_BODY({
  static_assert(rsgpu::detail::check_args<detail::AnyKernel, Args...>(
      std::index_sequence_for<Args...>{}));
  if (!kernel.handle || !kernel.info)
    return err(ErrorKind::InvalidArgument, "jit::launch: empty kernel handle");
  std::string bad =
      detail::signature_mismatch<rsgpu::detail::device_arg_t<Args>...>(
          *kernel.info);
  if (!bad.empty())
    return err(ErrorKind::InvalidArgument, "jit::launch: " + bad);
  if (!stream.valid())
    return Stream::moved_error();
  RSGPU_TRY(rsgpu::detail::validate(config));
  if (config.cluster.volume() > 1) // generated kernels take no cluster handle
    return err(ErrorKind::Unsupported,
               "jit::launch: thread-block clusters are not supported for "
               "loaded kernels");

  return rsgpu::detail::borrow_and_enqueue(
      stream, config,
      [&](auto &...v) -> Result<std::shared_ptr<rsgpu::detail::Completion>> {
        // The launch requirement, from the manifest (the entry point does not
        // check it), as rsgpu::launch checks a kernel's: before the launch.
        RSGPU_TRY(check_launch_requirement(*kernel.info, config, v...));
        void *params[sizeof...(Args) + 1] = {&v...};
        cudaLaunchConfig_t lc{};
        lc.gridDim = dim3(config.grid.x, config.grid.y, config.grid.z);
        lc.blockDim = dim3(config.block.x, config.block.y, config.block.z);
        lc.dynamicSmemBytes = config.shared_bytes;
        lc.stream = stream.impl()->native();
        RSGPU_TRY(rsgpu::detail::cuda_check(
            cudaLaunchKernelExC(&lc, (const void *)kernel.handle, params),
            "cudaLaunchKernelExC"));
        return stream.impl()->record();
      },
      args...);
})

} // namespace rsgpu::jit
