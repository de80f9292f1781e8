//! The other spellings of "a thread fills its own slots of a shared array
//! in a loop": a reversed range, an inclusive range, a `while` loop with a
//! must-hold guard `k < 4`, eight slots per thread of a `u32` array, and a
//! thread reading its own slots back in the same barrier phase (the same
//! slots: no other thread's write can be seen). Near misses:
//! reject/RG0221_shared_row_loop_*, RG0220_shared_row_loop_*.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn shared_row_loop_rev(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        for k in (0..4).rev() {
            s[t * 4 + k] = k as f32;
        }
        sync_threads();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = s[1023 - t];
        }
    }
}

rsgpu::kernel! {
    pub fn shared_row_loop_inclusive(y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        for k in 0..=3 {
            s[4 * t + k] = 1.0;
        }
        sync_threads();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = s[t];
        }
    }
}

rsgpu::kernel! {
    pub fn shared_row_loop_while(y: &mut [u32]) {
        let mut s = shared_array::<u32, 2048>();
        let t = thread_idx_x() as usize;
        let mut k = 0;
        while k < 8 {
            s[t * 8 + k] = k as u32;
            k += 1;
        }
        sync_threads();
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = s[2047 - t];
        }
    }
}

rsgpu::kernel! {
    pub fn shared_row_loop_own_read_back(x: &[f32], y: &mut [f32]) {
        let mut s = shared_array::<f32, 1024>();
        let t = thread_idx_x() as usize;
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        for k in 0..4 {
            s[t * 4 + k] = if i < x.len() { x[i] * k as f32 } else { 0.0 };
        }
        let mut acc = 0.0f32;
        for k in 0..4 {
            acc += s[t * 4 + k];
        }
        if i < y.len() {
            y[i] = acc;
        }
    }
}
// CHECK: kernel @shared_row_loop_rev(
// CHECK: kernel @shared_row_loop_inclusive(
// CHECK: kernel @shared_row_loop_while(
// CHECK: kernel @shared_row_loop_own_read_back(
