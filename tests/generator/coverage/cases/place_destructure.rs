use diff::*;
use kernel::{place_destructure, Vec3};

fn vecs(n: usize, seed: u64) -> Vec<Vec3> {
    let f = floats(3 * n, seed);
    (0..n).map(|i| Vec3 { x: f[3 * i], y: f[3 * i + 1], z: f[3 * i + 2] }).collect()
}

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (800, 128)] {
            launch!(d, threads(n.div_ceil(block), block), place_destructure(v = buf(vecs(n, 95)), out = buf_mut(zeros(n))));
        }
    });
}
