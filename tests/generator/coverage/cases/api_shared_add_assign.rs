use diff::*;
use kernel::api_shared_add_assign;

fn main() {
    diff::main(|d| {
        for n in [1usize, 128, 1000] {
            let blocks = n.div_ceil(128);
            launch!(d, blocks(blocks, 128),
                    api_shared_add_assign(x = buf(from_fn(n, |i| (hash(115, i) % 10000) as u32)), partial = buf_mut(zeros(blocks))));
        }
    });
}
