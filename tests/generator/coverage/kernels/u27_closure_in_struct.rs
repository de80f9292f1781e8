//! A generic struct holding a closure (`struct Activation<F: Fn(f32) -> f32>`), built per branch
//! and applied through a method; a dense layer per thread: y = act(W x + b) with ReLU or leaky ReLU.
#![no_std]
use rsgpu::*;

struct Layer<'a, F: Fn(f32) -> f32> {
    w: &'a [f32],
    b: &'a [f32],
    act: F,
}

impl<'a, F: Fn(f32) -> f32> Layer<'a, F> {
    fn neuron(&self, j: usize, x: &[f32]) -> f32 {
        let row = &self.w[j * x.len()..(j + 1) * x.len()];
        let z = row.iter().zip(x).fold(self.b[j], |acc, (w, v)| acc + w * v);
        (self.act)(z)
    }
}

rsgpu::kernel! {
    pub fn u27_closure_in_struct(w: &[f32], b: &[f32], x: &[f32], y: &mut [f32], leak: f32) {
        let j = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if j >= y.len() || j >= b.len() || (j + 1) * x.len() > w.len() {
            return;
        }
        y[j] = if leak > 0.0 {
            Layer { w, b, act: move |z: f32| if z > 0.0 { z } else { leak * z } }.neuron(j, x)
        } else {
            Layer { w, b, act: |z: f32| z.max(0.0) }.neuron(j, x)
        };
    }
}
