#pragma once
// rsgpu: Rust's memory-safety promise for CUDA C++. Umbrella header.
#if defined(__CUDACC_RTC__) // NVRTC (rsgpu::jit): the device half only
#include "jit/device.hpp"
#else
#include "core/check.hpp"
#include "core/config.hpp"
#include "core/device_copy.hpp"
#include "core/dim3.hpp"
#include "core/error.hpp"
#include "backend/panic.hpp"
#include "exec/cluster.hpp"
#include "exec/indexing.hpp"
#include "exec/launch.hpp"
#include "exec/launch_config.hpp"
#include "exec/shaped_thread.hpp"
#include "exec/shared.hpp"
#include "exec/stream.hpp"
#include "exec/thread.hpp"
#include "exec/warp.hpp"
#include "memory/borrow.hpp"
#include "memory/device_box.hpp"
#include "memory/device_buffer.hpp"
#include "memory/bands.hpp"
#include "memory/matrix.hpp"
#include "memory/per_block.hpp"
#include "memory/slice.hpp"
#include "memory/tiles_mut.hpp"
#include "memory/zip.hpp"
#include "sync/atomic.hpp"
#include "sync/atomic_array.hpp"
#include "sync/atomic_slice.hpp"
// CUB collectives: #include <rsgpu/collectives.hpp> (kept out of the umbrella
// for compile time).
#endif // __CUDACC_RTC__
