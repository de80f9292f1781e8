//! rsgpu — the device API a Rust kernel is written against.
//!
//! Every function here is `#[inline(never)]` so that its call stays visible in
//! `rustc --emit=mir` output at every opt-level; `rsgpu-gen` recognises the call
//! by its path (see docs/generator/kernels.md) and maps it to an IR operation.
//! The bodies are the *host* semantics: with the `host` feature (or under
//! `cargo test`) [`host::launch`] runs a kernel on the CPU, one OS thread per
//! GPU thread, so a kernel's Rust semantics serve as a reference.
#![no_std]
#![deny(missing_docs)]

#[cfg(any(test, feature = "host"))]
extern crate std;

mod ctx;
pub mod atomic;
pub mod cluster;
pub mod math;
pub mod shared;
pub mod thread;
pub mod warp;

#[cfg(any(test, feature = "host"))]
pub mod host;

pub use atomic::{Atomic, Block, Device, System};
pub use shared::{shared_array, shared_atomics, SharedArray, SharedAtomics, SharedElem};
pub use thread::*;

/// Block-wide barrier (`__syncthreads()`): every thread of the block must reach it.
#[inline(never)]
pub fn sync_threads() {
    ctx::barrier();
}

/// Aborts the kernel with a message. On the device the host receives
/// `Error::DevicePanic` with the message, file, line, block and thread.
#[inline(never)]
#[track_caller]
pub fn panic(msg: &'static str) -> ! {
    core::panic!("{}", msg)
}

/// Declares a kernel: a `pub fn` whose parameters cross the launch boundary.
///
/// Besides the function it emits `const _: &str = "rsgpu::kernel NAME";`, which
/// `rustc --emit=mir` prints verbatim; that is how rsgpu-gen finds kernels.
#[macro_export]
macro_rules! kernel {
    ($(#[$m:meta])* pub fn $name:ident ($($args:tt)*) $body:block) => {
        const _: &str = concat!("rsgpu::kernel ", stringify!($name));
        $(#[$m])*
        pub fn $name($($args)*) $body
    };
}

/// Declares a `#[repr(C)]` struct that kernels may take or use.
///
/// Emits `const _: &str = "rsgpu::struct NAME { field: type; ... }";` so that
/// rsgpu-gen learns the field list (struct definitions are not part of MIR)
/// and computes the C layout itself.
#[macro_export]
macro_rules! gpu_struct {
    ($(#[$m:meta])* pub struct $name:ident { $($fv:vis $f:ident : $t:ty),* $(,)? }) => {
        const _: &str = concat!("rsgpu::struct ", stringify!($name), " {",
                                $(" ", stringify!($f), ": ", stringify!($t), ";",)* " }");
        #[repr(C)]
        #[derive(Clone, Copy, Debug, Default, PartialEq)]
        $(#[$m])*
        pub struct $name { $($fv $f: $t),* }
        impl $crate::SharedElem for $name {
            #[inline(always)]
            fn zero() -> Self {
                // derived: every field's Default, zeros for the field types
                // the device supports
                <Self as Default>::default()
            }
        }
    };
}
