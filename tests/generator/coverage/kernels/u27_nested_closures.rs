//! Nested closures: one capturing by reference, one by `move`, a closure that builds and calls
//! another, and an FnMut accumulator.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u27_nested_closures(x: &[f32], y: &mut [f32], bias: f32, gain: f32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= x.len() || i >= y.len() {
            return;
        }
        let window = &x[i.saturating_sub(2)..=i];
        let scale = |v: f32| v * gain;
        let shift = move |v: f32| v + bias;
        let both = |v: f32| {
            let inner = |w: f32| shift(scale(w));
            inner(v) - inner(0.0)
        };
        let mut acc = 0.0f32;
        let mut push = |v: f32| acc += both(v);
        for &v in window {
            push(v);
        }
        let count = window.len() as f32;
        y[i] = acc / count + shift(0.0);
    }
}
