use diff::*;
use kernel::{u27_nbody_vec3, Body};

fn bodies(n: usize) -> Vec<Body> {
    let f = floats(4 * n, 20);
    (0..n).map(|i| Body { x: f[4 * i], y: f[4 * i + 1], z: f[4 * i + 2], m: f[4 * i + 3].abs() + 1.0 }).collect()
}

fn main() {
    diff::main(|d| {
        for n in [1usize, 32, 70] {
            launch!(d, threads(n.div_ceil(32), 32),
                    u27_nbody_vec3(bodies = buf(bodies(n)), acc = buf_mut(zeros(n)), soft = val(0.01f32)));
        }
    });
}
