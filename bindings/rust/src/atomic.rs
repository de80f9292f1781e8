//! Atomics with a CUDA scope and a Rust memory ordering.
//!
//! `Atomic<T, S>` has the layout of `T`; a kernel takes `&[Atomic<u32>]` for
//! random-access updates (rsgpu's rule S5: plain `&mut [T]` writes must be
//! thread-unique). The scope `S` is [`Device`] unless named.
use core::cell::UnsafeCell;
use core::marker::PhantomData;
pub use core::sync::atomic::Ordering;
use core::sync::atomic::{AtomicI32, AtomicU32, AtomicU64};

/// A CUDA memory scope.
pub trait Scope {
    /// `block`, `device` or `system` (cuda::thread_scope_*).
    const NAME: &'static str;
}
/// cuda::thread_scope_block.
pub struct Block;
/// cuda::thread_scope_device.
pub struct Device;
/// cuda::thread_scope_system.
pub struct System;
impl Scope for Block {
    const NAME: &'static str = "block";
}
impl Scope for Device {
    const NAME: &'static str = "device";
}
impl Scope for System {
    const NAME: &'static str = "system";
}

/// An atomic `T` at scope `S`.
#[repr(transparent)]
pub struct Atomic<T, S: Scope = Device> {
    v: UnsafeCell<T>,
    _s: PhantomData<S>,
}

unsafe impl<T: Send, S: Scope> Sync for Atomic<T, S> {}

impl<T, S: Scope> Atomic<T, S> {
    /// A new atomic holding `v`.
    pub const fn new(v: T) -> Self {
        Atomic { v: UnsafeCell::new(v), _s: PhantomData }
    }
}

macro_rules! int_atomic {
    ($t:ty, $a:ty) => {
        impl<S: Scope> Atomic<$t, S> {
            fn cell(&self) -> &$a {
                unsafe { <$a>::from_ptr(self.v.get()) }
            }
            /// Atomic load.
            #[inline(never)]
            pub fn load(&self, order: Ordering) -> $t { self.cell().load(order) }
            /// Atomic store.
            #[inline(never)]
            pub fn store(&self, v: $t, order: Ordering) { self.cell().store(v, order) }
            /// Atomic swap; returns the old value.
            #[inline(never)]
            pub fn swap(&self, v: $t, order: Ordering) -> $t { self.cell().swap(v, order) }
            /// Wrapping add; returns the old value.
            #[inline(never)]
            pub fn fetch_add(&self, v: $t, order: Ordering) -> $t { self.cell().fetch_add(v, order) }
            /// Wrapping subtract; returns the old value.
            #[inline(never)]
            pub fn fetch_sub(&self, v: $t, order: Ordering) -> $t { self.cell().fetch_sub(v, order) }
            /// Minimum; returns the old value.
            #[inline(never)]
            pub fn fetch_min(&self, v: $t, order: Ordering) -> $t { self.cell().fetch_min(v, order) }
            /// Maximum; returns the old value.
            #[inline(never)]
            pub fn fetch_max(&self, v: $t, order: Ordering) -> $t { self.cell().fetch_max(v, order) }
            /// Bitwise and; returns the old value.
            #[inline(never)]
            pub fn fetch_and(&self, v: $t, order: Ordering) -> $t { self.cell().fetch_and(v, order) }
            /// Bitwise or; returns the old value.
            #[inline(never)]
            pub fn fetch_or(&self, v: $t, order: Ordering) -> $t { self.cell().fetch_or(v, order) }
            /// Bitwise xor; returns the old value.
            #[inline(never)]
            pub fn fetch_xor(&self, v: $t, order: Ordering) -> $t { self.cell().fetch_xor(v, order) }
            /// Compare-and-swap; `Ok(old)` when it stored `new`, else `Err(current)`.
            #[inline(never)]
            pub fn compare_exchange(&self, current: $t, new: $t, success: Ordering, failure: Ordering) -> Result<$t, $t> {
                self.cell().compare_exchange(current, new, success, failure)
            }
        }
    };
}

int_atomic!(u32, AtomicU32);
int_atomic!(i32, AtomicI32);
int_atomic!(u64, AtomicU64);

impl<S: Scope> Atomic<f32, S> {
    fn bits(&self) -> &AtomicU32 {
        unsafe { AtomicU32::from_ptr(self.v.get() as *mut u32) }
    }
    /// Atomic load.
    #[inline(never)]
    pub fn load(&self, order: Ordering) -> f32 {
        f32::from_bits(self.bits().load(order))
    }
    /// Atomic store.
    #[inline(never)]
    pub fn store(&self, v: f32, order: Ordering) {
        self.bits().store(v.to_bits(), order)
    }
    /// Floating-point add (`atomicAdd`); returns the old value.
    #[inline(never)]
    pub fn fetch_add(&self, v: f32, order: Ordering) -> f32 {
        let old = self.bits().fetch_update(order, Ordering::Relaxed, |b| Some((f32::from_bits(b) + v).to_bits()));
        f32::from_bits(old.unwrap_or_else(|b| b))
    }
}
