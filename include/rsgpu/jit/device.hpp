#pragma once
// What <rsgpu/rsgpu.hpp> is under NVRTC (__CUDACC_RTC__): the device half of
// the library only (ids, slices, shared memory, panics, atomics, warps,
// clusters), no host runtime (borrows, launch, DeviceBuffer), plus
// rsgpu::jit::run, the body of the entry points rsgpu-gen build appends. NVRTC
// has no C++ standard library: jit::compile supplies <cstddef>, <type_traits>,
// ... mapped onto libcu++.
#include "../core/config.hpp"
#include "../core/dim3.hpp"
#include "../backend/panic.hpp"
#include "../exec/shaped_thread.hpp"
#include "../exec/thread.hpp"
#include "../memory/slice.hpp"
#include "../exec/cluster.hpp"
#include "../exec/warp.hpp"
#include "../sync/atomic_slice.hpp"
#include "entry.hpp"
