#pragma once
// The backend's runtime: StreamImpl and Completion with one interface.
#include "../core/config.hpp"
#if RSGPU_BACKEND_CUDA
#include "cuda/runtime.hpp"
#else
#include "host/runtime.hpp"
#endif
