//! S6: a moving-window sum over `&x[i..i + w]` without a guard on `i + w`:
//! the last threads' windows run past the end of `x`. Rust panics there
//! ("range end index 65 out of range for slice of length 64"); the generated
//! kernel must too, never read past `x`. S6_rt2_subslice_window_past_end.main.cpp
//! runs it (and an in-range launch) on the emulator.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn subslice_window_past_end(x: &[f32], w: usize, y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            let win = &x[i..i + w];
            let mut acc = 0.0f32;
            for v in win.iter() {
                acc += *v;
            }
            y[i] = acc;
        }
    }
}
// A rejection passes only with a safety code (the run is the expectation):
// REJECT-OK: error\[RG02[0-9][0-9]\]
