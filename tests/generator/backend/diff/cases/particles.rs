//! particles: `&mut [Particle]` of nested gpu_struct!s and a by-value Params.
use diff::*;
use kernel::{particles, Params, Particle, Vec3};

fn main() {
    diff::main(|d| {
        for (n, count) in [(1usize, 1), (65, 65), (300, 100), (300, 300), (1000, 900)] {
            let f = floats(7 * n, 20);
            let ps = from_fn(n, |i| Particle {
                pos: Vec3 {
                    x: f[7 * i],
                    y: f[7 * i + 1].abs() * 0.01,
                    z: f[7 * i + 2],
                },
                vel: Vec3 {
                    x: f[7 * i + 3],
                    y: f[7 * i + 4],
                    z: f[7 * i + 5],
                },
                mass: f[7 * i + 6],
                alive: (i % 5 != 0) as u32,
            });
            launch!(
                d,
                threads(n.div_ceil(128), 128),
                particles(
                    ps = buf_mut(ps),
                    params = val(Params {
                        dt: 0.01,
                        gravity: 9.81,
                        count
                    })
                )
            );
        }
    });
}
