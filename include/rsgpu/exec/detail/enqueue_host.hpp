#pragma once
// Host backend launch: the kernel runs on the stream's worker thread through the
// executor; launch() returns before it ends, as on CUDA.
#include <exception>
#include <memory>
#include <string>
#include <tuple>

#include "../../backend/host/executor.hpp"
#include "../../backend/host/runtime.hpp"
#include "../../detail/type_name.hpp"
#include "../launch_config.hpp"
#include "../shaped_thread.hpp"
#include "../thread.hpp"

namespace rsgpu::detail {

template <class Kernel, class... Views>
Result<std::shared_ptr<Completion>>
enqueue_kernel(StreamImpl &stream, const LaunchConfig &cfg, Kernel kernel,
               Views... views) {
  auto ls = std::make_shared<host::LaunchState>();
  ls->grid = cfg.grid;
  ls->block = cfg.block;
  ls->cluster = cfg.cluster;
  ls->dyn_shared = cfg.shared_bytes;
  ls->checks = cfg.checks | host::default_checks().load(std::memory_order_relaxed);
  if (cfg.seed) ls->seed = cfg.seed;
  ls->kernel_name = type_name<Kernel>();
  StreamImpl *sp = &stream;
  stream.enqueue([ls, sp, kernel, args = std::make_tuple(views...)] {
    try {
      // The kernel and its views by value: the fast path copies this body
      // into its own frame, where they stay in registers across threads.
      auto body = [kernel, args] {
        std::apply(
            [&](const auto &...v) {
              kernel(HandleFactory::launched_thread<kernel_shape_t<Kernel>>(),
                     v...);
            },
            args);
      };
      host::run_grid(*ls, body);
    } catch (const std::exception &e) {
      // Device code has no exceptions; one escaping a kernel on the host
      // backend is reported like a panic instead of terminating the process.
      ls->fail(Error(ErrorKind::DevicePanic,
                     std::string("C++ exception escaped the kernel: ") + e.what()));
    } catch (...) {
      ls->fail(Error(ErrorKind::DevicePanic,
                     "C++ exception escaped the kernel"));
    }
    if (ls->error) sp->set_error(*ls->error);
  });
  return stream.record();
}

} // namespace rsgpu::detail
